import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'

/*
 * The rich-text editor of CMS pages and promotions (docs/backoffice.md "Content"): Tiptap with the
 * starter kit, limited to what the server's sanitiser keeps (lib/sanitize-html.ts: no code blocks,
 * headings 2–3, links), so what the editor shows is what the site shows. Imported only by the
 * console's content screens: the player's bundle never carries it.
 *
 * Accessible: the editing area is a labelled multi-line textbox; the toolbar's buttons say what
 * they do and whether they are on (aria-pressed); Tab leaves the area (Tiptap keeps it for focus).
 */

interface Tool {
  label: MessageKey
  text: string
  run: (e: Editor) => void
  isOn?: (e: Editor) => boolean
}

const TOOLS: Tool[] = [
  {
    label: 'rte.bold',
    text: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    isOn: (e) => e.isActive('bold'),
  },
  {
    label: 'rte.italic',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    isOn: (e) => e.isActive('italic'),
  },
  {
    label: 'rte.underline',
    text: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    isOn: (e) => e.isActive('underline'),
  },
  {
    label: 'rte.h2',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    isOn: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'rte.h3',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    isOn: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    label: 'rte.bullets',
    text: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    isOn: (e) => e.isActive('bulletList'),
  },
  {
    label: 'rte.numbers',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    isOn: (e) => e.isActive('orderedList'),
  },
  {
    label: 'rte.quote',
    text: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    isOn: (e) => e.isActive('blockquote'),
  },
  { label: 'rte.undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'rte.redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
]

/** A labelled rich-text field; `value` is read once (remount with a `key` to load another text). */
export function RichText({
  id,
  labelId,
  value,
  onChange,
}: {
  id: string
  /** The id of the visible label that names the editing area. */
  labelId: string
  value: string
  onChange: (html: string) => void
}) {
  const { t } = useI18n()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['https', 'mailto'] },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'bo-rte-area',
        'data-testid': `${id}-area`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  })

  const link = () => {
    if (!editor) return
    const before = (editor.getAttributes('link') as { href?: string }).href ?? 'https://'
    const href = window.prompt(t('rte.linkPrompt'), before)
    if (href === null) return
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run()
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run()
  }

  return (
    <div className="bo-rte">
      <div className="bo-rte-tools" role="toolbar" aria-label={t('rte.toolbar')} aria-controls={id}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="bo-button bo-ghost"
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={tool.isOn && editor ? tool.isOn(editor) : undefined}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            <span aria-hidden>{tool.text}</span>
          </button>
        ))}
        <button
          type="button"
          className="bo-button bo-ghost"
          aria-label={t('rte.link')}
          title={t('rte.link')}
          aria-pressed={editor ? editor.isActive('link') : undefined}
          disabled={!editor}
          onClick={link}
        >
          <span aria-hidden>🔗</span>
        </button>
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
