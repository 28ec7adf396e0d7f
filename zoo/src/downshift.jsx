import { useState } from "react";
import { useCombobox, useSelect } from "downshift";
import { Row, ZooForm, mount } from "./form.jsx";

const BOOKS = ["Dune", "Emma", "Ulysses", "Middlemarch", "Beloved"];
const FRUITS = ["Apple", "Apricot", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Peach", "Pear"];
const menu = (open) => ({ listStyle: "none", padding: 0, margin: 0, border: open ? "1px solid #888" : 0, background: "#fff" });

function BookSelect({ onChange }) {
  const { isOpen, selectedItem, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps, highlightedIndex } =
    useSelect({ items: BOOKS, onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem) });
  return (
    <div>
      <label {...getLabelProps()}>Favourite book</label>
      <div {...getToggleButtonProps()} style={{ border: "1px solid #888", padding: 4, width: 200 }}>{selectedItem ?? "Choose a book"}</div>
      <ul {...getMenuProps()} style={menu(isOpen)}>
        {isOpen && BOOKS.map((b, index) => (
          <li key={b} {...getItemProps({ item: b, index })} style={{ background: highlightedIndex === index ? "#def" : "" }}>{b}</li>
        ))}
      </ul>
    </div>
  );
}

function FruitCombobox({ onChange }) {
  const [items, setItems] = useState(FRUITS);
  const { isOpen, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox({
      items,
      onInputValueChange: ({ inputValue }) => setItems(FRUITS.filter((f) => f.toLowerCase().startsWith((inputValue ?? "").toLowerCase()))),
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem),
    });
  return (
    <div>
      <label {...getLabelProps()}>Fruit</label>
      <div>
        <input {...getInputProps()} />
        <button type="button" aria-label="toggle menu" {...getToggleButtonProps()}>&#8595;</button>
      </div>
      <ul {...getMenuProps()} style={menu(isOpen)}>
        {isOpen && items.map((f, index) => (
          <li key={f} {...getItemProps({ item: f, index })} style={{ background: highlightedIndex === index ? "#def" : "" }}>{f}</li>
        ))}
      </ul>
    </div>
  );
}

function App() {
  const [book, setBook] = useState("");
  const [fruit, setFruit] = useState("");
  return (
    <ZooForm title="Preferences (downshift)" values={{ book, fruit }}>
      <Row><BookSelect onChange={setBook} /></Row>
      <Row><FruitCombobox onChange={setFruit} /></Row>
    </ZooForm>
  );
}

mount(App);
