// Arco Design (ByteDance): Cascader (a path through nested levels; two leaves share a name), a
// Select over a virtual list, a DatePicker whose typed text is only a preview until Enter or a
// click outside, and a Dropdown (opens on hover) whose menu has a submenu.
import { useState } from "react";
import { Button, Cascader, ConfigProvider, DatePicker, Dropdown, Menu, Select } from "@arco-design/web-react";
import enUS from "@arco-design/web-react/es/locale/en-US";
import { Row, ZooForm, mount } from "./form.jsx";

const place = (label, children) => ({ label, value: label.toLowerCase().replace(/ /g, "-"), children });
const REGIONS = [
  place("Europe", [place("Portugal", [place("Lisbon"), place("Porto"), place("Faro")]), place("Spain", [place("Madrid"), place("Seville")])]),
  place("North America", [place("Maine", [place("Portland"), place("Lisbon"), place("Bangor")]), place("Oregon", [place("Portland"), place("Salem")])]),
];
const WAREHOUSES = Array.from({ length: 400 }, (_, i) => `Warehouse ${String(i + 1).padStart(3, "0")}`);

function App() {
  const [region, setRegion] = useState([]);
  const [warehouse, setWarehouse] = useState(undefined);
  const [delivery, setDelivery] = useState("");
  const [action, setAction] = useState("");
  const menu = (
    <Menu onClickMenuItem={(key) => setAction(key)}>
      <Menu.Item key="duplicate">Duplicate</Menu.Item>
      <Menu.Item key="move">Move</Menu.Item>
      <Menu.SubMenu key="share" title="Share">
        <Menu.Item key="share-email">Email</Menu.Item>
        <Menu.Item key="share-slack">Slack</Menu.Item>
      </Menu.SubMenu>
    </Menu>
  );
  const values = { region: region.join("/"), warehouse: warehouse ?? "", delivery, action };
  return (
    <ZooForm title="Shipment (Arco Design)" values={values}>
      {/* Labels as text beside the widgets: a <label> around them would pass each click on twice. */}
      <Row><p>Destination</p><Cascader style={{ width: 320 }} placeholder="Choose a destination" options={REGIONS} value={region} onChange={(v) => setRegion(v ?? [])} /></Row>
      <Row><p>Warehouse</p><Select style={{ width: 320 }} placeholder="Choose a warehouse" showSearch value={warehouse} onChange={setWarehouse} options={WAREHOUSES.map((w) => ({ label: w, value: w.slice(-3) }))} /></Row>
      <Row><p>Delivery date</p><DatePicker style={{ width: 320 }} format="YYYY-MM-DD" placeholder="Delivery date" onChange={(s) => setDelivery(s ?? "")} /></Row>
      <Row><Dropdown droplist={menu} position="bl"><Button>Shipment actions</Button></Dropdown></Row>
    </ZooForm>
  );
}

mount(() => <ConfigProvider locale={enUS}><App /></ConfigProvider>);
