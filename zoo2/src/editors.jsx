// Rich-text editors: TipTap (ProseMirror) and Quill 2 (snow theme). The result reads each editor's
// own text (editor.getText()), not the page.
import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Quill from "quill";
import { Row, ZooForm, mount } from "./form.jsx";

function App() {
  const [note, setNote] = useState("");
  const [reply, setReply] = useState("");
  const editor = useEditor({
    extensions: [StarterKit],
    content: "",
    editorProps: { attributes: { "aria-label": "Release notes", style: "min-height:80px;border:1px solid #888;padding:6px" } },
    onUpdate: ({ editor: e }) => setNote(e.getText()),
  });
  const box = useRef(null);
  useEffect(() => {
    const quill = new Quill(box.current, { theme: "snow", placeholder: "Write a reply…" });
    quill.on("text-change", () => setReply(quill.getText().trim()));
  }, []);
  return (
    <ZooForm title="Newsletter (editors)" values={{ note, reply }}>
      <Row><p>Release notes</p><EditorContent editor={editor} /></Row>
      <Row><p>Reply</p><div ref={box} style={{ height: 100 }} /></Row>
    </ZooForm>
  );
}

mount(App);
