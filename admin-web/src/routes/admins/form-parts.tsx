// The form pieces moved to ../../ui/form-layout (one form layout for every screen); this path stays only for screens
// written against it (listings, in progress), until they import them from there.
export {
  FormPanel,
  messageOf,
  TextField,
  usePanelFocus,
  type FormPanelProps,
  type TextFieldProps,
} from '../../ui/form-layout';
