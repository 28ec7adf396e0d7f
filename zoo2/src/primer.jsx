// Primer React (GitHub): ActionMenu (with a nested menu), SelectPanel (a filterable panel whose
// options are checkboxes; chosen items are listed first when it opens).
import { useMemo, useState } from "react";
import { ActionList, ActionMenu, BaseStyles, Button, SelectPanel, ThemeProvider } from "@primer/react";
import { Row, ZooForm, mount } from "./form.jsx";

const LABELS = ["bug", "documentation", "duplicate", "enhancement", "good first issue", "help wanted", "question", "wontfix"];
const ITEMS = LABELS.map((text, id) => ({ text, id }));
const MILESTONES = ["v1.0", "v1.1", "v2.0", "Backlog"].map((text, id) => ({ text, id }));

function Panel({ label, items, selected, onSelectedChange, title }) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => items.filter((i) => i.text.toLowerCase().includes(filter.toLowerCase())), [items, filter]);
  return (
    <SelectPanel
      title={title}
      renderAnchor={({ children, ...anchorProps }) => (
        <Button {...anchorProps} aria-label={label}>{label}: {children}</Button>
      )}
      placeholder="None yet"
      open={open}
      onOpenChange={setOpen}
      items={shown}
      selected={selected}
      onSelectedChange={onSelectedChange}
      onFilterChange={setFilter}
    />
  );
}

function App() {
  const [sort, setSort] = useState("newest");
  const [labels, setLabels] = useState([ITEMS[6]]);
  const [milestone, setMilestone] = useState(undefined);
  const values = {
    sort, labels: labels.map((l) => l.text), milestone: milestone ? milestone.text : "",
  };
  return (
    <ZooForm title="Issue (Primer React)" values={values}>
      <Row>
        <ActionMenu>
          <ActionMenu.Button>Sort</ActionMenu.Button>
          <ActionMenu.Overlay>
            <ActionList>
              <ActionList.Item onSelect={() => setSort("newest")}>Newest</ActionList.Item>
              <ActionList.Item onSelect={() => setSort("oldest")}>Oldest</ActionList.Item>
              <ActionList.Item onSelect={() => setSort("most-commented")}>Most commented</ActionList.Item>
              <ActionMenu>
                <ActionMenu.Anchor><ActionList.Item>Reactions</ActionList.Item></ActionMenu.Anchor>
                <ActionMenu.Overlay>
                  <ActionList>
                    <ActionList.Item onSelect={() => setSort("reactions-up")}>Thumbs up</ActionList.Item>
                    <ActionList.Item onSelect={() => setSort("reactions-heart")}>Heart</ActionList.Item>
                  </ActionList>
                </ActionMenu.Overlay>
              </ActionMenu>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      </Row>
      <Row><Panel label="Labels" title="Apply labels" items={ITEMS} selected={labels} onSelectedChange={setLabels} /></Row>
      <Row><Panel label="Milestone" title="Set milestone" items={MILESTONES} selected={milestone} onSelectedChange={setMilestone} /></Row>
    </ZooForm>
  );
}

mount(() => <ThemeProvider><BaseStyles><App /></BaseStyles></ThemeProvider>);
