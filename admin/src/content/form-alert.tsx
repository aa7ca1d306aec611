import Alert from '@mui/material/Alert';
import { useFormState } from 'react-hook-form';

/**
 * A server refusal that names no field of the form, said above the buttons: a sixth course is refused
 * on `id` ("change one of the five instead"), which has no input to light up.
 */
export function FormAlert({ fields = ['id'] }: { fields?: string[] }) {
  const { errors } = useFormState();
  const messages = fields
    .map((field) => errors[field]?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%' }}>
      {messages.join('. ')}
    </Alert>
  );
}
