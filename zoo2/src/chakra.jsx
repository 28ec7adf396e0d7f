// Chakra UI v3 (Ark UI / Zag state machines): selects and menus render in a portal; the select keeps
// a hidden native <select>; submenus open when the pointer rests on their trigger item.
import { useState } from "react";
import {
  Button, ChakraProvider, Combobox, Menu, Portal, Select, createListCollection, defaultSystem, useFilter,
  useListCollection,
} from "@chakra-ui/react";
import { Row, ZooForm, mount } from "./form.jsx";

const frameworks = createListCollection({
  items: [
    { label: "React.js", value: "react" }, { label: "Vue.js", value: "vue" },
    { label: "Angular", value: "angular" }, { label: "Svelte", value: "svelte" }, { label: "Solid", value: "solid" },
  ],
});
const skills = createListCollection({
  items: ["Design", "Research", "Writing", "Testing", "Support"].map((s) => ({ label: s, value: s.toLowerCase() })),
});
const CITIES = ["Amsterdam", "Berlin", "Lisbon", "Madrid", "Oslo", "Paris", "Prague", "Rome", "Vienna"].map((c) => ({ label: c, value: c }));

function Pick({ label, collection, value, onChange, multiple, placeholder }) {
  return (
    <Select.Root collection={collection} value={value} onValueChange={(e) => onChange(e.value)} multiple={multiple} width="320px">
      <Select.HiddenSelect />
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger><Select.ValueText placeholder={placeholder} /></Select.Trigger>
        <Select.IndicatorGroup><Select.Indicator /></Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((f) => (
              <Select.Item item={f} key={f.value}>{f.label}<Select.ItemIndicator /></Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}

function App() {
  const [framework, setFramework] = useState(["react"]);
  const [skill, setSkill] = useState(["writing"]);
  const [city, setCity] = useState("");
  const [action, setAction] = useState("");
  const { contains } = useFilter({ sensitivity: "base" });
  const { collection, filter } = useListCollection({ initialItems: CITIES, filter: contains });
  const values = { framework, skills: skill, city, action };
  return (
    <ZooForm title="Project setup (Chakra UI)" values={values}>
      <Row><Pick label="Framework" collection={frameworks} value={framework} onChange={setFramework} placeholder="Select framework" /></Row>
      <Row><Pick label="Skills" collection={skills} value={skill} onChange={setSkill} multiple placeholder="Select skills" /></Row>
      <Row>
        <Combobox.Root collection={collection} onInputValueChange={(e) => filter(e.inputValue)} onValueChange={(e) => setCity(e.value[0] ?? "")} width="320px">
          <Combobox.Label>Office city</Combobox.Label>
          <Combobox.Control>
            <Combobox.Input placeholder="Type to search" />
            <Combobox.IndicatorGroup><Combobox.ClearTrigger /><Combobox.Trigger /></Combobox.IndicatorGroup>
          </Combobox.Control>
          <Portal>
            <Combobox.Positioner>
              <Combobox.Content>
                <Combobox.Empty>No city found</Combobox.Empty>
                {collection.items.map((item) => (
                  <Combobox.Item item={item} key={item.value}>{item.label}<Combobox.ItemIndicator /></Combobox.Item>
                ))}
              </Combobox.Content>
            </Combobox.Positioner>
          </Portal>
        </Combobox.Root>
      </Row>
      <Row>
        <Menu.Root onSelect={(d) => setAction(d.value)}>
          <Menu.Trigger asChild><Button variant="outline" size="sm">Document</Button></Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="rename">Rename</Menu.Item>
                <Menu.Item value="duplicate">Duplicate</Menu.Item>
                <Menu.Root positioning={{ placement: "right-start", gutter: 2 }} onSelect={(d) => setAction(d.value)}>
                  <Menu.TriggerItem>Share ›</Menu.TriggerItem>
                  <Portal>
                    <Menu.Positioner>
                      <Menu.Content>
                        <Menu.Item value="share-email">Email</Menu.Item>
                        <Menu.Item value="share-link">Copy link</Menu.Item>
                      </Menu.Content>
                    </Menu.Positioner>
                  </Portal>
                </Menu.Root>
                <Menu.Item value="delete">Delete</Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Row>
    </ZooForm>
  );
}

mount(() => <ChakraProvider value={defaultSystem}><App /></ChakraProvider>);
