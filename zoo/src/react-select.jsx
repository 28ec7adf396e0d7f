import { useState } from "react";
import Select from "react-select";
import AsyncSelect from "react-select/async";
import { Row, ZooForm, mount } from "./form.jsx";

const FLAVOURS = [
  { value: "chocolate", label: "Chocolate" },
  { value: "strawberry", label: "Strawberry" },
  { value: "vanilla", label: "Vanilla" },
];
const COLOURS = ["Ocean", "Blue", "Purple", "Red", "Orange", "Yellow", "Green", "Forest", "Slate", "Silver"].map(
  (c) => ({ value: c.toLowerCase(), label: c }),
);
const COUNTRIES = ["Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Denmark", "Finland",
  "France", "Germany", "Greece", "Ireland", "Italy", "Japan", "Mexico", "Norway", "Portugal", "Spain", "Sweden"];

// Options arrive 300 ms after the typing, as from a server.
const load = (text) =>
  new Promise((resolve) =>
    setTimeout(() => resolve(COUNTRIES.filter((c) => c.toLowerCase().includes(text.toLowerCase()))
      .map((c) => ({ value: c.slice(0, 2).toLowerCase(), label: c }))), 300));

function App() {
  const [flavour, setFlavour] = useState(null);
  const [colours, setColours] = useState([]);
  const [country, setCountry] = useState(null);
  const values = { flavour: flavour?.value ?? "", colours: colours.map((c) => c.value), country: country?.label ?? "" };
  return (
    <ZooForm title="Order (react-select)" values={values}>
      <Row>
        <label htmlFor="flavour-input">Flavour</label>
        <Select inputId="flavour-input" options={FLAVOURS} value={flavour} onChange={setFlavour} />
      </Row>
      <Row>
        <label htmlFor="colours-input">Colours</label>
        <Select inputId="colours-input" isMulti options={COLOURS} value={colours} onChange={setColours} />
      </Row>
      <Row>
        <label htmlFor="country-input">Ship to country</label>
        <AsyncSelect inputId="country-input" cacheOptions loadOptions={load} value={country} onChange={setCountry} />
      </Row>
    </ZooForm>
  );
}

mount(App);
