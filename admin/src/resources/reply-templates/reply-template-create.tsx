import { Create } from 'react-admin';
import { ReplyTemplateForm } from './reply-template-form';

export function ReplyTemplateCreate() {
  return (
    <Create title="Add a reply template" redirect="list">
      <ReplyTemplateForm />
    </Create>
  );
}
