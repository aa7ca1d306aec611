import { DeleteWithConfirmButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { ReplyTemplateForm } from './reply-template-form';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton
      confirmTitle="Delete this template?"
      confirmContent="Replies already sent keep their text."
    />
  </Toolbar>
);

export function ReplyTemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ReplyTemplateForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
