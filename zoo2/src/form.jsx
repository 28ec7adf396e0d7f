// The held-out zoo's React pages share this form: Save writes the widgets' STATE (what the library's
// onChange gave us), never their DOM, into <output id="result"> as "key=value; key=value".
import { useState } from "react";
import { createRoot } from "react-dom/client";

// A multiple choice is written sorted: the order the widget keeps its choices in is not the test.
const show = (v) => (Array.isArray(v) ? [...v].sort().join(",") : v == null ? "" : String(v));

export function ZooForm({ title, values, children }) {
  const [result, setResult] = useState("");
  const save = (event) => {
    event.preventDefault();
    setResult(Object.entries(values).map(([k, v]) => `${k}=${show(v)}`).join("; "));
  };
  return (
    <form onSubmit={save} aria-label={title} noValidate>
      <h1>{title}</h1>
      {/* Save and the result first: a popup that opens below a widget never covers them. */}
      <p>
        <button type="submit">Save</button> Result: <output id="result">{result}</output>
      </p>
      {children}
    </form>
  );
}

export function Row({ children }) {
  return <div style={{ margin: "12px 0", maxWidth: 420 }}>{children}</div>;
}

export function mount(App) {
  createRoot(document.getElementById("app")).render(<App />);
}

export const iso = (d) => {
  if (!d) return "";
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
export const hhmm = (d) => (d ? `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}` : "");
