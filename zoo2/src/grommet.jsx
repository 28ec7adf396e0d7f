// Grommet (HPE): Select with objects (labels shown, values kept), SelectMultiple, Menu (a drop of
// buttons), and a DateInput with a typed format and a calendar drop.
import { useState } from "react";
import { DateInput, Grommet, Menu, Select, SelectMultiple } from "grommet";
import { Row, ZooForm, mount } from "./form.jsx";

const SIZES = [["xs", "Extra small"], ["s", "Small"], ["m", "Medium"], ["l", "Large"], ["xl", "Extra large"]].map(([value, label]) => ({ value, label }));
const FEATURES = ["Backups", "Monitoring", "Load balancer", "Private network", "Snapshots"];

function App() {
  const [size, setSize] = useState("m");
  const [features, setFeatures] = useState([]);
  const [action, setAction] = useState("");
  const [launch, setLaunch] = useState("");
  const values = { size, features, action, launch: launch ? launch.slice(0, 10) : "" };
  return (
    <ZooForm title="Server (Grommet)" values={values}>
      <Row><label htmlFor="size__input">Instance size</label>
        <Select id="size" a11yTitle="Instance size" options={SIZES} labelKey="label" valueKey={{ key: "value", reduce: true }} value={size} onChange={({ value }) => setSize(value)} /></Row>
      <Row><SelectMultiple a11yTitle="Add-ons" placeholder="Add-ons" options={FEATURES} value={features} onChange={({ value }) => setFeatures(value)} /></Row>
      <Row><Menu label="Server actions" items={[
        { label: "Restart", onClick: () => setAction("restart") }, { label: "Resize", onClick: () => setAction("resize") },
        { label: "Destroy", onClick: () => setAction("destroy") },
      ]} /></Row>
      <Row><label>Launch date <DateInput format="mm/dd/yyyy" value={launch} onChange={({ value }) => setLaunch(typeof value === "string" ? value : "")} /></label></Row>
    </ZooForm>
  );
}

mount(() => <Grommet plain><App /></Grommet>);
