import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Film,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from 'lucide-react';
import { countWords, readingMinutes, type PostBody } from '@tessera/core';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { UploadList } from '@/features/media/upload-list';
import { useRefreshMedia } from '@/features/media/use-media';
import { useUploads } from '@/features/media/use-uploads';
import {
  ImageDialog,
  LinkDialog,
  pickedImageOf,
  refuseNonImage,
  VideoDialog,
  type PickedImage,
} from './insert-dialogs';
import { postExtensions } from './post-extensions';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';
const alt = isMac ? '⌥' : 'Alt+';

/** An uploaded image waiting for its alt text, and where in the body it goes. */
interface DroppedImage {
  key: string;
  image: PickedImage;
  at: number;
}

/** The image node the editor inserts. */
const imageNode = (image: PickedImage) => ({
  type: 'image',
  attrs: {
    src: image.src,
    alt: image.alt,
    ...(image.width ? { width: image.width } : {}),
    ...(image.height ? { height: image.height } : {}),
  },
});

/**
 * The post's body: Tiptap with the post schema's nodes only, a toolbar, markdown shortcuts
 * (`## `, `- `, `1. `, `> `, ``` and `---`), and the words and reading time below. Image files
 * dropped or pasted in are uploaded to the media library (with their progress above the text),
 * then go in where they were dropped once they have their alt text.
 */
export const PostBodyEditor = memo(function PostBodyEditor({
  initial,
  websiteId,
  onChange,
}: {
  initial: PostBody;
  websiteId: string;
  onChange: (body: PostBody) => void;
}) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const refreshMedia = useRefreshMedia(websiteId);
  const { uploads, start, cancel, dismiss } = useUploads(websiteId, refreshMedia);
  const [dropped, setDropped] = useState<DroppedImage[]>([]);
  const takeFiles = useRef<(files: File[], at: number) => void>(() => undefined);
  useEffect(() => {
    takeFiles.current = (files, at) =>
      void start(files, refuseNonImage).then((items) =>
        setDropped((list) => [
          ...list,
          ...items
            .filter((item) => item.type === 'image')
            .map((item) => ({ key: item.id, image: pickedImageOf(item), at })),
        ]),
      );
  });
  // Made once: the editor is given the same options on every render, so it is never rebuilt.
  const extensions = useMemo(
    () => postExtensions({ placeholder: 'Start writing, or type ## for a heading...' }),
    [],
  );
  const editor = useEditor({
    extensions,
    content: initial,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'post-prose',
        'aria-label': 'Post body',
        'aria-multiline': 'true',
        role: 'textbox',
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setDialog('link');
          return true;
        }
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (moved || files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        takeFiles.current(files, at?.pos ?? view.state.selection.from);
        return true;
      },
      handlePaste: (view, event) => {
        const files = [...(event.clipboardData?.files ?? [])];
        if (files.length === 0) return false;
        event.preventDefault();
        takeFiles.current(files, view.state.selection.from);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as PostBody),
  });
  const waiting = dropped[0];
  const shownUploads = uploads.filter((u) => u.status !== 'done');

  return (
    <div className="rounded-xl border border-border bg-card shadow-xs">
      <Toolbar editor={editor} websiteId={websiteId} dialog={dialog} setDialog={setDialog} />
      {shownUploads.length > 0 ? (
        <div className="border-b border-border p-3">
          <UploadList uploads={shownUploads} onCancel={cancel} onDismiss={dismiss} />
        </div>
      ) : null}
      <EditorContent editor={editor} className="px-5 py-6 sm:px-8" />
      <Footer editor={editor} />
      {waiting ? (
        <ImageDialog
          key={waiting.key}
          open
          onOpenChange={(open) => {
            if (!open) setDropped((list) => list.slice(1));
          }}
          websiteId={websiteId}
          initial={waiting.image}
          title="Add alt text"
          onInsert={(image) => {
            setDropped((list) => list.slice(1));
            const at = Math.min(waiting.at, editor.state.doc.content.size);
            editor.chain().focus().insertContentAt(at, imageNode(image)).run();
          }}
        />
      ) : null}
    </div>
  );
});

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40',
        active && 'bg-accent text-accent-foreground hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span className="mx-1 h-5 w-px shrink-0 bg-border" aria-hidden />;

type Dialog = 'link' | 'image' | 'video' | null;

/** Arrow keys, Home and End move along the toolbar's buttons, as in any toolbar. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
  ];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

function Toolbar({
  editor,
  websiteId,
  dialog,
  setDialog,
}: {
  editor: Editor;
  websiteId: string;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? null,
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('code'),
      codeBlock: e.isActive('codeBlock'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const icon = 'h-4 w-4';

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className="sticky top-[7.3rem] z-10 md:top-16 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-border bg-card/95 px-2 py-1.5 backdrop-blur"
    >
      <ToolButton
        label="Heading 2"
        shortcut={`${mod}${alt}2`}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Heading 3"
        shortcut={`${mod}${alt}3`}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 className={icon} aria-hidden />
      </ToolButton>
      <Divider />
      <ToolButton
        label="Bold"
        shortcut={`${mod}B`}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <Bold className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Italic"
        shortcut={`${mod}I`}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Inline code"
        shortcut={`${mod}E`}
        active={state.code}
        onClick={() => chain().toggleCode().run()}
      >
        <Code className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Link"
        shortcut={`${mod}K`}
        active={state.link}
        onClick={() => setDialog('link')}
      >
        <LinkIcon className={icon} aria-hidden />
      </ToolButton>
      <Divider />
      <ToolButton
        label="Bulleted list"
        shortcut={`${mod}⇧8`}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        shortcut={`${mod}⇧7`}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Quote"
        shortcut={`${mod}⇧B`}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <Quote className={icon} aria-hidden />
      </ToolButton>
      <ToolButton
        label="Code block"
        shortcut={`${mod}${alt}C`}
        active={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <SquareCode className={icon} aria-hidden />
      </ToolButton>
      <ToolButton label="Divider" onClick={() => chain().setHorizontalRule().run()}>
        <Minus className={icon} aria-hidden />
      </ToolButton>
      <Divider />
      <ToolButton label="Image" onClick={() => setDialog('image')}>
        <ImagePlus className={icon} aria-hidden />
      </ToolButton>
      <ToolButton label="Video" onClick={() => setDialog('video')}>
        <Film className={icon} aria-hidden />
      </ToolButton>
      <span className="ml-auto flex items-center gap-0.5 pl-2">
        <ToolButton
          label="Undo"
          shortcut={`${mod}Z`}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <Undo2 className={icon} aria-hidden />
        </ToolButton>
        <ToolButton
          label="Redo"
          shortcut={isMac ? '⌘⇧Z' : 'Ctrl+Y'}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <Redo2 className={icon} aria-hidden />
        </ToolButton>
      </span>
      {dialog === 'link' ? (
        <LinkDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          websiteId={websiteId}
          current={state.href}
          onApply={(href, label) => {
            setDialog(null);
            if (editor.state.selection.empty && !state.link) {
              chain()
                .insertContent({
                  type: 'text',
                  text: label,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            } else {
              chain().extendMarkRange('link').setLink({ href }).run();
            }
          }}
          onRemove={() => {
            setDialog(null);
            chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      ) : null}
      <ImageDialog
        open={dialog === 'image'}
        onOpenChange={(open) => setDialog(open ? 'image' : null)}
        websiteId={websiteId}
        onInsert={(image) => {
          setDialog(null);
          chain().insertContent(imageNode(image)).run();
        }}
      />
      <VideoDialog
        open={dialog === 'video'}
        onOpenChange={(open) => setDialog(open ? 'video' : null)}
        onInsert={(video) => {
          setDialog(null);
          chain().insertContent({ type: 'videoEmbed', attrs: video }).run();
        }}
      />
    </div>
  );
}

function Footer({ editor }: { editor: Editor }) {
  const facts = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { doc } = e.state;
      let images = 0;
      doc.descendants((node) => {
        if (node.type.name === 'image') images += 1;
      });
      const wordCount = countWords(doc.textBetween(0, doc.content.size, ' ', ' '));
      return { wordCount, minutes: readingMinutes(wordCount, images) };
    },
  });
  return (
    <div
      className="flex items-center justify-end gap-3 border-t border-border px-4 py-2 text-xs text-muted-foreground tabular-nums"
      data-word-count
    >
      <span>
        {formatNumber(facts.wordCount)} {facts.wordCount === 1 ? 'word' : 'words'}
      </span>
      <span aria-hidden>·</span>
      <span>{facts.minutes} min read</span>
    </div>
  );
}
