// Shopify Polaris: Autocomplete (a text field over a listbox in a popover portal; multiple choice
// draws a checkbox in each option) and an ActionList in a Popover.
import { useCallback, useMemo, useState } from "react";
import { ActionList, AppProvider, Autocomplete, Button, Popover } from "@shopify/polaris";
import en from "@shopify/polaris/locales/en.json";
import { Row, ZooForm, mount } from "./form.jsx";

const VENDORS = ["Acme Supply", "Blue Harbor", "Coastal Goods", "Delta Textiles", "Evergreen Farms", "Northwind", "Oak & Iron"]
  .map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z]+/g, "-") }));
const TAGS = ["Clearance", "Gift", "Limited", "New arrival", "Organic", "Vegan"].map((label) => ({ label, value: label.toLowerCase().replace(/ /g, "-") }));

function Pick({ label, options, selected, onSelect, multiple }) {
  const [text, setText] = useState("");
  const shown = useMemo(() => options.filter((o) => o.label.toLowerCase().includes(text.toLowerCase())), [options, text]);
  const select = useCallback((chosen) => {
    onSelect(chosen);
    if (!multiple) setText(options.find((o) => o.value === chosen[0])?.label ?? "");
  }, [onSelect, options, multiple]);
  const field = <Autocomplete.TextField onChange={setText} label={label} value={text} placeholder="Search" autoComplete="off" />;
  return <Autocomplete options={shown} selected={selected} onSelect={select} textField={field} allowMultiple={multiple} />;
}

function App() {
  const [vendor, setVendor] = useState([]);
  const [tags, setTags] = useState([]);
  const [action, setAction] = useState("");
  const [open, setOpen] = useState(false);
  const act = (key) => () => { setAction(key); setOpen(false); };
  return (
    <ZooForm title="Product (Polaris)" values={{ vendor, tags, action }}>
      <Row><Pick label="Vendor" options={VENDORS} selected={vendor} onSelect={setVendor} /></Row>
      <Row><Pick label="Tags" options={TAGS} selected={tags} onSelect={setTags} multiple /></Row>
      <Row>
        <Popover active={open} activator={<Button onClick={() => setOpen((o) => !o)} disclosure>More actions</Button>} autofocusTarget="first-node" onClose={() => setOpen(false)}>
          <ActionList actionRole="menuitem" items={[
            { content: "Import", onAction: act("import") }, { content: "Export", onAction: act("export") },
            { content: "Archive", onAction: act("archive") },
          ]} />
        </Popover>
      </Row>
    </ZooForm>
  );
}

mount(() => <AppProvider i18n={en}><App /></AppProvider>);
