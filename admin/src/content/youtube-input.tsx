import { TextInput, type TextInputProps } from 'react-admin';
import { youtubeIdOf } from '../lib/youtube';

const parse = (value: string) => youtubeIdOf(value ?? '');

/**
 * "YouTube video": the 11-character id, or a YouTube address pasted whole, which becomes its id as it lands
 * in the field. The server still checks it; its message shows under the field.
 */
export function YouTubeInput(props: Omit<TextInputProps, 'source'> & { source?: string }) {
  return (
    <TextInput
      source="youtubeId"
      label="YouTube video"
      parse={parse}
      helperText="Paste the video's address (or its 11-character id)"
      {...props}
    />
  );
}
