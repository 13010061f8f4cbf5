// The press users and property managers screens, one module: each lists its own accounts and adds one through its
// own mutation, after the fields pass the server's rules (account-rules); the server's refusal marks the field and
// shows 'Oops, something went wrong' with its errorMessage; a success says so, clears the form and refreshes the list.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import {
  CreatePressUserDocument,
  CreatePropertyManagerDocument,
  PressUsersDocument,
  PropertyManagersDocument,
} from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { ADA_ID, BEA_ID, mutationAnswer } from './people-fixtures';

const account = (userId: string, firstName: string, lastName: string, profileId: number) => ({
  __typename: 'RoleAccount',
  userId,
  profileId,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@press.test`,
  createdAt: '2026-03-02T10:15:00.000Z',
});

const NORA = account(ADA_ID, 'Nora', 'Quinn', 201);
const PIA = account(BEA_ID, 'Pia', 'Stone', 202);

const pressUsers = (rows: object[], once = false) => ({
  request: { query: PressUsersDocument },
  result: { data: { pressUsers: rows } },
  maxUsageCount: once ? 1 : Number.POSITIVE_INFINITY,
});

const NEW_PIA = { firstName: 'Pia', lastName: 'Stone', email: 'pia@press.test' };

const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });
const form = () => screen.getByRole('form', { name: ADMIN_TEXTS.addPressUser });
const field = (label: string) => within(form()).getByRole('textbox', { name: label }) as HTMLInputElement;
const fill = (values: Record<'firstName' | 'lastName' | 'email', string>) => {
  fireEvent.change(field(ADMIN_TEXTS.firstName), { target: { value: values.firstName } });
  fireEvent.change(field(ADMIN_TEXTS.lastName), { target: { value: values.lastName } });
  fireEvent.change(field(ADMIN_TEXTS.email), { target: { value: values.email } });
};
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: ADMIN_TEXTS.addAccount }));

describe('the press users screen', () => {
  it('lists the press users, each with a link to her account', async () => {
    renderAdminAt('/pressUsers', [pressUsers([NORA])]);
    const row = await within(await screen.findByRole('table', { name: 'Press users' })).findByRole('row', {
      name: /Nora Quinn/,
    });
    expect(within(row).getByText('nora@press.test')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View Nora Quinn' }).getAttribute('href')).toBe(
      `/siteadmin/users?view=${ADA_ID}`,
    );
  });

  it('offers no link to the users screen to a sub-admin who cannot open it', async () => {
    const press = ADMIN_PRIVILEGES.find((p) => p.name === 'Manage Press Users')!.id;
    renderAdminAt('/pressUsers', [pressUsers([NORA])], {}, { access: subAdmin(press) });
    const row = await within(await screen.findByRole('table', { name: 'Press users' })).findByRole('row', {
      name: /Nora Quinn/,
    });
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it("refuses empty and malformed fields with the server's own rules, without asking it", async () => {
    const { requests } = renderAdminAt('/pressUsers', [pressUsers([])]);
    await screen.findByText(ADMIN_TEXTS.pressUsersEmpty);
    fill({ firstName: ' ', lastName: '1234', email: 'pia@' });
    submit();
    expect(within(form()).getByText('First name is required.')).toBeTruthy();
    expect(within(form()).getByText('Last name must contain a letter.')).toBeTruthy();
    expect(within(form()).getByText("Invalid Email. Please make sure it's typed in correctly.")).toBeTruthy();
    expect(field(ADMIN_TEXTS.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(ADMIN_TEXTS.firstName));
    expect(requests()).not.toContain('CreatePressUser');
  });

  it('adds her, says the e-mail is on its way, clears the form and refreshes the list', async () => {
    renderAdminAt('/pressUsers', [
      pressUsers([NORA], true),
      mutationAnswer(CreatePressUserDocument, 'createPressUser', NEW_PIA, {
        __typename: 'RoleAccountResult',
        status: 'success',
        fieldErrors: [],
        account: PIA,
      }),
      pressUsers([PIA, NORA]),
    ]);
    await screen.findByRole('row', { name: /Nora Quinn/ });
    fill({ ...NEW_PIA, email: ' pia@press.test ' });
    submit();
    expect(await within(toasts()).findByText(ADMIN_TEXTS.pressUserAdded('Pia Stone'))).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Pia Stone/ })).toBeTruthy();
    expect(field(ADMIN_TEXTS.email).value).toBe('');
  });

  it("marks the e-mail and shows 'Oops, something went wrong' with the server's errorMessage when it is taken", async () => {
    renderAdminAt('/pressUsers', [
      pressUsers([NORA]),
      mutationAnswer(CreatePressUserDocument, 'createPressUser', NEW_PIA, {
        __typename: 'RoleAccountResult',
        status: 'email',
        errorMessage: 'That email address is already registered',
        fieldErrors: [],
        account: null,
      }),
    ]);
    await screen.findByRole('row', { name: /Nora Quinn/ });
    fill(NEW_PIA);
    submit();
    const alert = await within(toasts()).findByRole('alert');
    expect(alert.textContent).toContain(SPEC_TEXTS.oopsSomethingWentWrong);
    expect(alert.textContent).toContain('That email address is already registered');
    expect(field(ADMIN_TEXTS.email).getAttribute('aria-invalid')).toBe('true');
    expect(field(ADMIN_TEXTS.email).value).toBe('pia@press.test');
  });
});

describe('the property managers screen', () => {
  it('lists the property managers and adds one through createPropertyManager', async () => {
    const { requests } = renderAdminAt('/property-managers', [
      {
        request: { query: PropertyManagersDocument },
        result: { data: { propertyManagers: [NORA] } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      mutationAnswer(CreatePropertyManagerDocument, 'createPropertyManager', NEW_PIA, {
        __typename: 'RoleAccountResult',
        status: 'success',
        fieldErrors: [],
        account: PIA,
      }),
    ]);
    await within(await screen.findByRole('table', { name: 'Property managers' })).findByRole('row', {
      name: /Nora Quinn/,
    });
    const add = screen.getByRole('form', { name: ADMIN_TEXTS.addPropertyManager });
    fireEvent.change(within(add).getByRole('textbox', { name: ADMIN_TEXTS.firstName }), { target: { value: 'Pia' } });
    fireEvent.change(within(add).getByRole('textbox', { name: ADMIN_TEXTS.lastName }), { target: { value: 'Stone' } });
    fireEvent.change(within(add).getByRole('textbox', { name: ADMIN_TEXTS.email }), {
      target: { value: 'pia@press.test' },
    });
    fireEvent.click(within(add).getByRole('button', { name: ADMIN_TEXTS.addAccount }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.propertyManagerAdded('Pia Stone'))).toBeTruthy();
    expect(requests()).toContain('CreatePropertyManager');
    expect(requests()).not.toContain('PressUsers');
  });
});
