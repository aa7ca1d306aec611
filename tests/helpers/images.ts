/** Content-image uploads for the tests: uploadContentImage as a GraphQL multipart request. */
import { graphqlUpload, type Answer } from './http';

export const UPLOAD_IMAGE =
  'mutation($file: Upload!, $alt: String!) { uploadContentImage(file: $file, alt: $alt) ' +
  '{ id alt width height src sources { format width url } } }';

/** Uploads `bytes` as the file `name`, signed in with `cookie` (or not); `alt` undefined sends none. */
export function uploadImage(
  base: string,
  cookie: string | null,
  bytes: Buffer,
  name: string,
  alt: string | undefined,
): Promise<Answer> {
  return graphqlUpload(
    base,
    UPLOAD_IMAGE,
    alt === undefined ? { file: null } : { file: null, alt },
    { path: 'variables.file', body: new Blob([new Uint8Array(bytes)]), name },
    { 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
  );
}
