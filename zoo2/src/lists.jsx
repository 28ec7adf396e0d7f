// Virtual lists as sites draw long lists: react-window (v2 List) and react-virtuoso. Only the rows
// in view are in the page; the one to open is far down.
import { useState } from "react";
import { List } from "react-window";
import { Virtuoso } from "react-virtuoso";
import { Row, ZooForm, mount } from "./form.jsx";

const pad = (n) => String(n).padStart(4, "0");

function Order({ index, style, onOpen }) {
  return (
    <div style={{ ...style, display: "flex", gap: 8, alignItems: "center", borderBottom: "1px solid #eee" }}>
      <span>Order #{pad(index + 1)}</span>
      <button type="button" onClick={() => onOpen(index + 1)}>Open order #{pad(index + 1)}</button>
    </div>
  );
}

function App() {
  const [order, setOrder] = useState("");
  const [invoice, setInvoice] = useState("");
  return (
    <ZooForm title="Back office (virtual lists)" values={{ order, invoice }}>
      <Row>
        <h2>Orders</h2>
        <List rowComponent={Order} rowCount={1000} rowHeight={34} rowProps={{ onOpen: setOrder }} style={{ height: 240, border: "1px solid #888" }} />
      </Row>
      <Row>
        <h2>Invoices</h2>
        <Virtuoso style={{ height: 240, border: "1px solid #888" }} totalCount={1000} itemContent={(i) => (
          <div style={{ padding: "4px 0", borderBottom: "1px solid #eee" }}>
            Invoice INV-{pad(i + 1)} <button type="button" onClick={() => setInvoice(i + 1)}>Pay INV-{pad(i + 1)}</button>
          </div>
        )} />
      </Row>
    </ZooForm>
  );
}

mount(App);
