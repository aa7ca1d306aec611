import { REPLY_LIMITS, replyErrors } from '@school/common';
import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { VariablesHelp } from '../../replies/variables-help';

// Made once (see user-create.tsx): a new validator on each render could reset what was typed.
const validateName = [required(), maxLength(REPLY_LIMITS.templateName)];

/**
 * The rules of docs/requirements.md#replies, from @school/common: the same check the server makes
 * (which also refuses a name already taken, shown on the field).
 */
function validate(values: { subject?: string; body?: string }) {
  return replyErrors(values.subject ?? '', values.body ?? '');
}

export function ReplyTemplateForm({ toolbar }: { toolbar?: React.ReactElement | false }) {
  return (
    <SimpleForm validate={validate} toolbar={toolbar} warnWhenUnsavedChanges>
      <TextInput source="name" validate={validateName} helperText="How the composer lists it" />
      <TextInput source="subject" fullWidth />
      <TextInput source="body" label="Message" multiline minRows={8} fullWidth />
      <VariablesHelp />
    </SimpleForm>
  );
}
