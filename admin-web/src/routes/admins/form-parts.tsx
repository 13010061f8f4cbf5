// The form pieces moved to ../../ui/form-layout and ../../ui/panel-focus (one form layout for every screen); this path
// stays only for screens written against it (listings, in progress), until they import them from there.
export { FormPanel, messageOf, TextField, type FormPanelProps, type TextFieldProps } from '../../ui/form-layout';
export { usePanelFocus } from '../../ui/panel-focus';
