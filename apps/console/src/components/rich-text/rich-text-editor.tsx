// A rich-text editor (TipTap) for content the member site shows as HTML: announcements, help articles. It
// offers only what the server's sanitiser keeps (ADR 0024; apps/server/src/modules/content/sanitise.ts):
// paragraphs, headings 2-3, bold, italic, underline, strike, lists, quotes, code and links. The server cleans
// the HTML again when it is saved, so this is a convenience, never the protection.
import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { safeLinkHref } from './links.ts';

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
  id?: string;
  invalid?: boolean;
  /** The editor's minimum height in pixels. */
  minHeight?: number;
}

/** An empty document as TipTap writes it; stored as "". */
const EMPTY = '<p></p>';

export function RichTextEditor({ value, onChange, label, id, invalid, minHeight = 180 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' } },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rich-text-content px-3 py-2 text-sm leading-relaxed text-slate-900 focus:outline-none',
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY ? '' : html);
    },
  });

  // A value changed from outside (another language tab, a reset) replaces the document without an update event.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    if (value !== current && !(value === '' && current === EMPTY)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border bg-white shadow-xs focus-within:ring-2',
        invalid ? 'border-red-400 focus-within:ring-red-500/20' : 'border-slate-300 focus-within:border-accent-500 focus-within:ring-accent-500/20',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface ToolButton {
  key: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const BUTTONS: ToolButton[] = [
  { key: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'underline', icon: Underline, run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { key: 'strike', icon: Strikethrough, run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { key: 'code', icon: Code, run: (e) => e.chain().focus().toggleCode().run(), active: (e) => e.isActive('code') },
  { key: 'heading2', icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'heading3', icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bulletList', icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'quote', icon: Quote, run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // Re-render the toolbar when the selection's marks change, so the pressed states follow the caret.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(BUTTONS.map((b) => [b.key, b.active?.(e) ?? false])),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const answer = window.prompt(t('richText.linkPrompt'), previous);
    if (answer === null) return;
    const href = safeLinkHref(answer);
    if (href === null) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  const button = (key: string, Icon: LucideIcon, onClick: () => void, pressed: boolean, disabled = false) => (
    <button
      key={key}
      type="button"
      title={t(`richText.${key}`)}
      aria-label={t(`richText.${key}`)}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'rounded p-1.5 text-slate-600 transition-colors hover:bg-slate-200 hover:text-slate-900 disabled:opacity-40 disabled:hover:bg-transparent',
        pressed && 'bg-slate-200 text-slate-900',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );

  return (
    <div role="toolbar" aria-label={t('richText.toolbar')} className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1">
      {BUTTONS.map((b) => button(b.key, b.icon, () => b.run(editor), Boolean(active[b.key as keyof typeof active])))}
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />
      {button('link', Link2, setLink, active.link)}
      {button('unlink', Unlink, () => editor.chain().focus().unsetLink().run(), false, !active.link)}
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />
      {button('undo', Undo2, () => editor.chain().focus().undo().run(), false, !active.undo)}
      {button('redo', Redo2, () => editor.chain().focus().redo().run(), false, !active.redo)}
    </div>
  );
}
