// Evergreen (Segment): SelectMenu (a filterable option list in a popover, single or multiple),
// Combobox, and a Menu in a Popover.
import { useState } from "react";
import { Button, Combobox, Menu, Popover, Position, SelectMenu } from "evergreen-ui";
import { Row, ZooForm, mount } from "./form.jsx";

const PEOPLE = ["Alice Moreno", "Bruno Costa", "Chen Wei", "Dana Levi", "Emeka Obi", "Fatima Zahra", "Goran Petrov"]
  .map((label) => ({ label, value: label.split(" ")[0].toLowerCase() }));
const REGIONS = ["Africa", "Asia", "Europe", "North America", "Oceania", "South America"];

function App() {
  const [owner, setOwner] = useState(null);
  const [watchers, setWatchers] = useState(["bruno"]);
  const [region, setRegion] = useState("");
  const [action, setAction] = useState("");
  const name = (v) => PEOPLE.find((p) => p.value === v)?.label;
  return (
    <ZooForm title="Account (Evergreen)" values={{ owner: owner ?? "", watchers, region, action }}>
      <Row>
        <SelectMenu title="Select owner" options={PEOPLE} selected={owner} onSelect={(item) => setOwner(item.value)}>
          <Button type="button">Owner: {name(owner) ?? "nobody"}</Button>
        </SelectMenu>
      </Row>
      <Row>
        <SelectMenu isMultiSelect title="Select watchers" options={PEOPLE} selected={watchers}
          onSelect={(item) => setWatchers((w) => [...w, item.value])}
          onDeselect={(item) => setWatchers((w) => w.filter((v) => v !== item.value))}>
          <Button type="button">Watchers: {watchers.length ? watchers.map(name).join(", ") : "none"}</Button>
        </SelectMenu>
      </Row>
      <Row><p>Region</p><Combobox items={REGIONS} onChange={(s) => setRegion(s ?? "")} placeholder="Choose…" inputProps={{ "aria-label": "Region" }} /></Row>
      <Row>
        <Popover position={Position.BOTTOM_LEFT} content={({ close }) => (
          <Menu>
            <Menu.Group>
              <Menu.Item onSelect={() => { setAction("share"); close(); }}>Share…</Menu.Item>
              <Menu.Item onSelect={() => { setAction("move"); close(); }}>Move…</Menu.Item>
              <Menu.Item onSelect={() => { setAction("rename"); close(); }}>Rename…</Menu.Item>
            </Menu.Group>
            <Menu.Divider />
            <Menu.Group>
              <Menu.Item intent="danger" onSelect={() => { setAction("delete"); close(); }}>Delete…</Menu.Item>
            </Menu.Group>
          </Menu>
        )}>
          <Button type="button">Account actions</Button>
        </Popover>
      </Row>
    </ZooForm>
  );
}

mount(App);
