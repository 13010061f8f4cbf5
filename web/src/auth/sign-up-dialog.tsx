// The sign-up dialog (spec 000 §2): join with an e-mail address (the membership application at /become-a-member,
// with the address filled in) or with a referral code (the referral code form), or through a social account.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAuthDialogs } from './dialogs';
import { SubmitButton, TextField } from './fields';
import styles from './forms.module.css';
import { Modal } from './modal';
import { SocialLoginLinks } from './social-login';
import { emailProblem } from './validation';

const signUpSchema = z.object({
  email: z.string().superRefine((value, ctx) => {
    const message = emailProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});
type SignUpValues = z.infer<typeof signUpSchema>;

export function SignUpDialog({ onClose }: { onClose: () => void }) {
  const { show } = useAuthDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    onClose();
    void navigate(`/become-a-member?${new URLSearchParams({ email: email.trim() }).toString()}`);
  });

  return (
    <Modal title="Sign up" onClose={onClose}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign up with e-mail">
        <p className={styles.lead}>
          Golightly is a private club for women who travel. Apply with your e-mail address, or join at once with the
          referral code a member gave you.
        </p>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting}>Sign up with e-mail</SubmitButton>
      </form>
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={() => show('referralCode')}>
          I have a referral code
        </button>
      </p>
      <SocialLoginLinks refer={pathname} />
      <p className={styles.aside}>
        Already a member?{' '}
        <button type="button" className={styles.linkButton} onClick={() => show('login')}>
          Log in
        </button>
      </p>
    </Modal>
  );
}
