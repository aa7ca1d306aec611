import Typography from '@mui/material/Typography';
import { REPLY_VARIABLES } from '@school/common';

/** The variables a reply may use, listed once for the composer and the template form. */
export const VARIABLES_TEXT = `Variables: ${REPLY_VARIABLES.map((v) => `{{${v}}}`).join(' ')}. They are filled from the submission when the reply is sent ({{course}} is empty outside trial requests).`;

export function VariablesHelp({ id }: { id?: string }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {VARIABLES_TEXT}
    </Typography>
  );
}
