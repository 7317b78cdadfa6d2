'use client';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/components/i18n/messages-provider';
import styles from './admin.module.css';

/**
 * A rich-text field (TipTap on ProseMirror, loaded only where a kind has one): paragraphs, one
 * heading level (h3, under the section's h2), bold, italic, lists, quotes, links. It offers exactly what the server keeps
 * (lib/server/rich-text.ts), which sanitises again on save and on render: the editor is a
 * convenience, not the safeguard.
 *
 * By keyboard (WCAG 2.1.1, 2.4.3): the toolbar is one Tab stop whose buttons the arrow keys, Home
 * and End walk (the ARIA toolbar pattern), and Tab always leaves the text, in a list too: the
 * list item's own Tab (indent) would trap a keyboard user inside the field.
 */
export function RichTextEditor({
  label,
  hint,
  lang,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  lang: string;
  value: string;
  error?: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const field = useRef<HTMLDivElement>(null);
  // Tab and Shift+Tab stop here, on their way down to the text, so ProseMirror's list keymap never
  // sees them and the browser moves focus on as in any other field.
  useEffect(() => {
    const wrapper = field.current;
    if (!wrapper) return;
    const passTab = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey && (event.target as HTMLElement).isContentEditable) event.stopPropagation();
    };
    wrapper.addEventListener('keydown', passTab, { capture: true });
    return () => wrapper.removeEventListener('keydown', passTab, { capture: true });
  }, []);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          // The server sets rel on outside links; nothing else travels with a link.
          HTMLAttributes: { rel: null, target: null, class: null },
          isAllowedUri: (url) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        lang,
        class: styles.richInput!,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A restored version or a reset form brings new text from outside.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="field" ref={field}>
      <p id={`${id}-label`} className={styles.richLabel}>
        {label}
      </p>
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useT('AdminRichText');
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const buttons: { name: keyof typeof active; pressed: boolean; run: () => void }[] = [
    { name: 'bold', pressed: active.bold, run: () => chain().toggleBold().run() },
    { name: 'italic', pressed: active.italic, run: () => chain().toggleItalic().run() },
    { name: 'heading', pressed: active.heading, run: () => chain().toggleHeading({ level: 3 }).run() },
    { name: 'bullets', pressed: active.bullets, run: () => chain().toggleBulletList().run() },
    { name: 'numbers', pressed: active.numbers, run: () => chain().toggleOrderedList().run() },
    { name: 'quote', pressed: active.quote, run: () => chain().toggleBlockquote().run() },
    { name: 'link', pressed: active.link, run: link },
  ];
  // One Tab stop: the button last used keeps tabindex 0, the arrows move it (roving tabindex).
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    toolbar.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div ref={toolbar} role="toolbar" aria-label={t('toolbar', { label })} className={styles.richToolbar} onKeyDown={move}>
      {buttons.map((b, i) => (
        <button
          key={b.name}
          type="button"
          className="button"
          tabIndex={i === current ? 0 : -1}
          aria-pressed={b.pressed}
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={b.run}
        >
          {t(`buttons.${b.name}`)}
        </button>
      ))}
    </div>
  );
}
