import { BulkDeleteButton, DeleteWithConfirmButton } from 'react-admin';

const CONTENT = 'This erases it for good (an attached resume too). It cannot be undone.';

/** Single delete, always behind a confirmation dialog. */
export function DeleteForGoodButton() {
  return (
    <DeleteWithConfirmButton confirmTitle="Delete for good?" confirmContent={CONTENT} mutationMode="pessimistic" />
  );
}

/** Bulk delete, always behind a confirmation dialog (pessimistic: no silent undo window). */
export function BulkDeleteForGoodButton() {
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="Delete the selected items for good?"
      confirmContent={CONTENT}
    />
  );
}
