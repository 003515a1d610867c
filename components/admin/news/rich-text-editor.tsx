"use client";

import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
  Unlink,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { ImageFilePicker } from "@/components/ui/image-file-picker";
import { Input } from "@/components/ui/input";
import { uploadImage } from "@/components/admin/settings/upload";
import { errorMessage } from "@/components/admin/settings/feedback";
import { isSafePostHref as isSafeHref, isSafePostImageSrc as isSafeSrc } from "@/lib/domain/post-html-policy";
import { toast } from "@/lib/toast";
import { INVALID_IMAGE_TYPE } from "@/lib/validation/blog-post";
import { PHOTO_FORMATS } from "@/lib/domain/image-formats";
import { cn } from "@/lib/utils";


/** Reading styles for the editing area (the site has no typography plugin). */
const contentStyles = [
  "[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-3xl",
  "[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-base [&_h4]:font-semibold",
  "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:my-3 [&_blockquote]:border-l-2 [&_blockquote]:border-foreground [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_a]:underline [&_a]:underline-offset-2 [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_hr]:my-5",
  "[&_pre]:my-3 [&_pre]:rounded-sm [&_pre]:bg-muted [&_pre]:p-3 [&_code]:font-mono [&_code]:text-[0.85em]",
].join(" ");

type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The visible label's id, which names the editing area. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
};

/**
 * The news body editor (Tiptap): headings, bold, italic, underline, strike, lists, quotes, links, images and a
 * rule, with a toolbar of labelled toggle buttons. The server sanitizes whatever it produces.
 */
export function RichTextEditor({ id, value, onChange, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: ["mailto"],
        isAllowedUri: (url) => isSafeHref(url),
        HTMLAttributes: { rel: "noopener noreferrer", target: null },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn("min-h-72 px-4 py-3 text-sm leading-relaxed focus:outline-none", contentStyles),
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });

  // A post loaded after the editor mounted (edit mode) replaces the empty document once.
  const loaded = useRef(false);
  useEffect(() => {
    if (!editor || loaded.current) return;
    if (value && editor.getHTML() !== value) editor.commands.setContent(value, { emitUpdate: false });
    loaded.current = !!value;
  }, [editor, value]);

  return (
    <div
      className={cn(
        "rounded-sm border border-input bg-background focus-within:border-foreground focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring",
        invalid && "border-destructive",
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b border-border" />}
      {editor ? <EditorContent editor={editor} /> : <div className="min-h-72" aria-hidden="true" />}
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      h4: e.isActive("heading", { level: 4 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const chain = () => editor.chain().focus();

  const tools: Array<{ label: string; icon: React.ReactNode; active?: boolean; run: () => void; disabled?: boolean }> = [
    { label: "Heading 2", icon: <Heading2 />, active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "Heading 3", icon: <Heading3 />, active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "Heading 4", icon: <Heading4 />, active: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { label: "Bold", icon: <Bold />, active: state.bold, run: () => chain().toggleBold().run() },
    { label: "Italic", icon: <Italic />, active: state.italic, run: () => chain().toggleItalic().run() },
    { label: "Underline", icon: <Underline />, active: state.underline, run: () => chain().toggleUnderline().run() },
    { label: "Strikethrough", icon: <Strikethrough />, active: state.strike, run: () => chain().toggleStrike().run() },
    { label: "Bulleted list", icon: <List />, active: state.bullet, run: () => chain().toggleBulletList().run() },
    { label: "Numbered list", icon: <ListOrdered />, active: state.ordered, run: () => chain().toggleOrderedList().run() },
    { label: "Quote", icon: <Quote />, active: state.quote, run: () => chain().toggleBlockquote().run() },
    { label: "Horizontal rule", icon: <Minus />, run: () => chain().setHorizontalRule().run() },
  ];

  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5 border-b border-border p-1.5">
        {tools.map((t) => (
          <ToolButton key={t.label} label={t.label} active={t.active} onClick={t.run}>
            {t.icon}
          </ToolButton>
        ))}
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        <ToolButton label="Link" active={state.link} onClick={() => setLinkOpen(true)}>
          <Link2 />
        </ToolButton>
        {state.link && (
          <ToolButton label="Remove link" onClick={() => chain().unsetLink().run()}>
            <Unlink />
          </ToolButton>
        )}
        <ToolButton label="Image" onClick={() => setImageOpen(true)}>
          <ImagePlus />
        </ToolButton>
        <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </ToolButton>
      </div>
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <ImageDialog editor={editor} open={imageOpen} onOpenChange={setImageOpen} />
    </>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-sm text-foreground transition-colors hover:bg-muted",
        "focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40 [&_svg]:size-4",
        active && "bg-foreground text-background hover:bg-foreground/85",
      )}
    >
      {children}
    </button>
  );
}

function LinkDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Insert link</DialogTitle>
          <DialogDescription>Select text first to turn it into a link.</DialogDescription>
        </DialogHeader>
        {open && <LinkForm editor={editor} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the link under the cursor. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "https://");
  const [error, setError] = useState<string | null>(null);

  function apply(e: React.FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    const url = href.trim();
    if (!isSafeHref(url)) {
      setError("Enter a link starting with https://, http:// or mailto:");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
    onDone();
  }

  return (
    <form onSubmit={apply} className="flex flex-col gap-4">
      <FormField label="URL" error={error}>
        <Input type="url" value={href} onChange={(e) => setHref(e.target.value)} autoFocus />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}

function ImageDialog({ editor, open, onOpenChange }: { editor: Editor; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Insert image</DialogTitle>
          <DialogDescription>Upload a picture or paste its address.</DialogDescription>
        </DialogHeader>
        {open && <ImageForm editor={editor} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** An image in a post's body takes the featured image's types and words. */
const inlineImageRules = { formats: PHOTO_FORMATS, typeMessage: INVALID_IMAGE_TYPE.description };

function ImageForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  async function onFile(chosen: File) {
    setFile(chosen);
    setBusy(true);
    try {
      const uploaded = await uploadImage(chosen, "blog");
      setSrc(uploaded.url);
      setError(null);
    } catch (err) {
      const message = errorMessage(err, "Failed to upload image");
      setFileError(message);
      setFile(null);
      toast.error("Error", { description: message });
    } finally {
      setBusy(false);
    }
  }

  function insert(e: React.FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    if (!isSafeSrc(src)) {
      setError("Upload an image or enter an address starting with https://");
      return;
    }
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onDone();
  }

  return (
    <form onSubmit={insert} className="flex flex-col gap-4">
      <ImageFilePicker
        label="Upload"
        shape="wide"
        file={file}
        rules={inlineImageRules}
        error={fileError}
        busy={busy}
        removable={false}
        hint="JPEG, JPG, PNG, GIF or WebP."
        onChange={(chosen, problem) => {
          setFileError(problem);
          if (chosen) void onFile(chosen);
        }}
      />
      <FormField label="Image address" error={error}>
        <Input value={src} onChange={(e) => setSrc(e.target.value)} placeholder="https://" />
      </FormField>
      <FormField label="Alternative text" hint="Describe the picture for people who cannot see it.">
        <Input value={alt} onChange={(e) => setAlt(e.target.value)} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Insert
        </Button>
      </DialogFooter>
    </form>
  );
}
