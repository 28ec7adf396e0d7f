// React Suite (rsuite 6): SelectPicker over a virtual list, CheckPicker (options are checkboxes;
// `sticky` lists the chosen ones first), Cascader (two leaves share a name), a DatePicker taken on
// its OK button, and a Dropdown with a nested menu.
import { useState } from "react";
import { Cascader, CheckPicker, CustomProvider, DatePicker, Dropdown, SelectPicker } from "rsuite";
import { Row, ZooForm, iso, mount } from "./form.jsx";

const STORES = Array.from({ length: 2000 }, (_, i) => ({ label: `Store ${i + 1}`, value: `s${i + 1}` }));
const TOOLS = ["Asana", "Figma", "GitHub", "Jira", "Linear", "Notion", "Sketch", "Slack", "Trello"].map((t) => ({ label: t, value: t.toLowerCase() }));
const node = (label, children) => ({ label, value: label.toLowerCase(), children });
const OFFICES = [
  node("United States", [node("Illinois", [node("Chicago"), node("Springfield")]), node("Missouri", [node("Kansas City"), node("Springfield")])]),
  node("Canada", [node("Ontario", [node("Ottawa"), node("Toronto")])]),
];
// The leaves' values must be unique: the path makes them so.
const unique = (nodes, prefix = "") => nodes.map((n) => ({ ...n, value: prefix + n.value, children: n.children && unique(n.children, prefix + n.value + "/") }));

function App() {
  const [store, setStore] = useState(null);
  const [tools, setTools] = useState(["jira"]);
  const [office, setOffice] = useState(null);
  const [start, setStart] = useState(null);
  const [action, setAction] = useState("");
  const values = { store: store ?? "", tools, office: office ?? "", start: iso(start), action };
  return (
    <ZooForm title="Team (React Suite)" values={values}>
      <Row><p>Home store</p><SelectPicker data={STORES} virtualized value={store} onChange={setStore} placeholder="Choose…" style={{ width: 320 }} /></Row>
      <Row><p>Tools</p><CheckPicker data={TOOLS} sticky value={tools} onChange={setTools} placeholder="Choose…" style={{ width: 320 }} /></Row>
      <Row><p>Office</p><Cascader data={unique(OFFICES)} value={office} onChange={setOffice} placeholder="Choose…" style={{ width: 320 }} /></Row>
      <Row><DatePicker format="yyyy-MM-dd" value={start} onChange={setStart} placeholder="Start date" style={{ width: 320 }} /></Row>
      <Row>
        <Dropdown title="Member actions" onSelect={(key) => setAction(key)}>
          <Dropdown.Item eventKey="promote">Promote</Dropdown.Item>
          <Dropdown.Item eventKey="suspend">Suspend</Dropdown.Item>
          <Dropdown.Menu title="Move to team">
            <Dropdown.Item eventKey="move-design">Design</Dropdown.Item>
            <Dropdown.Item eventKey="move-sales">Sales</Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </Row>
    </ZooForm>
  );
}

mount(() => <CustomProvider><App /></CustomProvider>);
