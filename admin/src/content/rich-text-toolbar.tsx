import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import type { Editor } from '@tiptap/react';
import { useState, type ReactNode } from 'react';
import { LinkDialog } from './link-dialog';

type Level = 2 | 3 | 4;

function Tool({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleButton
      value={label}
      size="small"
      aria-label={label}
      title={label}
      selected={active}
      onChange={onClick}
      sx={{ minWidth: 40, fontWeight: 700 }}
    >
      {children}
    </ToggleButton>
  );
}

/** Only what the server keeps: headings 2 to 4, bold, italic, lists, quotes and links. */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const heading = (level: Level) => () => chain().toggleHeading({ level }).run();
  const applyLink = (href: string) => {
    setLinking(false);
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {([2, 3, 4] as const).map((level) => (
        <Tool
          key={level}
          label={`Heading ${level}`}
          active={editor.isActive('heading', { level })}
          onClick={heading(level)}
        >
          H{level}
        </Tool>
      ))}
      <Tool label="Bold" active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon />
      </Tool>
      <Tool label="Italic" active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon />
      </Tool>
      <Tool
        label="Bulleted list"
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon />
      </Tool>
      <Tool
        label="Numbered list"
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon />
      </Tool>
      <Tool label="Quote" active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon />
      </Tool>
      <Tool label="Link" active={editor.isActive('link')} onClick={() => setLinking(true)}>
        <LinkIcon />
      </Tool>
      {editor.isActive('link') && (
        <Tool label="Remove link" onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <LinkOffIcon />
        </Tool>
      )}
      <LinkDialog
        open={linking}
        initial={String(editor.getAttributes('link').href ?? '')}
        onApply={applyLink}
        onClose={() => setLinking(false)}
      />
    </Box>
  );
}
