import { useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Menubar from "@radix-ui/react-menubar";
import * as Popover from "@radix-ui/react-popover";
import * as Select from "@radix-ui/react-select";
import * as Slider from "@radix-ui/react-slider";
import * as Tabs from "@radix-ui/react-tabs";
import * as Toast from "@radix-ui/react-toast";
import * as Tooltip from "@radix-ui/react-tooltip";
import { Row, ZooForm, mount } from "./form.jsx";

const box = { background: "#fff", border: "1px solid #888", padding: 8, borderRadius: 4 };

function App() {
  const [language, setLanguage] = useState("en");
  const [action, setAction] = useState("");
  const [tab, setTab] = useState("profile");
  const [open, setOpen] = useState("");
  const [saved, setSaved] = useState("no");
  const [instock, setInstock] = useState(false);
  const [tip, setTip] = useState("no");
  const [toast, setToast] = useState(false);
  const [undone, setUndone] = useState("no");
  const [brightness, setBrightness] = useState([40]);
  const [command, setCommand] = useState("");
  const values = { language, action, tab, open, saved, instock, tooltip: tip, undone, brightness: brightness[0], command };
  const run = (name) => () => setCommand(name);
  return (
    <Tooltip.Provider delayDuration={300}>
      <Toast.Provider>
        <ZooForm title="Workspace (Radix UI)" values={values}>
          <Row>
            <Menubar.Root aria-label="Document" style={{ display: "flex", gap: 8 }}>
              <Menubar.Menu>
                <Menubar.Trigger type="button">File</Menubar.Trigger>
                <Menubar.Portal>
                  <Menubar.Content style={box} align="start">
                    <Menubar.Item onSelect={run("new-window")}>New window</Menubar.Item>
                    <Menubar.Sub>
                      <Menubar.SubTrigger>Export</Menubar.SubTrigger>
                      <Menubar.Portal>
                        <Menubar.SubContent style={box}>
                          <Menubar.Item onSelect={run("export-pdf")}>As PDF</Menubar.Item>
                          <Menubar.Sub>
                            <Menubar.SubTrigger>As image</Menubar.SubTrigger>
                            <Menubar.Portal>
                              <Menubar.SubContent style={box}>
                                <Menubar.Item onSelect={run("export-png")}>PNG</Menubar.Item>
                                <Menubar.Item onSelect={run("export-svg")}>SVG</Menubar.Item>
                              </Menubar.SubContent>
                            </Menubar.Portal>
                          </Menubar.Sub>
                        </Menubar.SubContent>
                      </Menubar.Portal>
                    </Menubar.Sub>
                    <Menubar.Item onSelect={run("print")}>Print</Menubar.Item>
                  </Menubar.Content>
                </Menubar.Portal>
              </Menubar.Menu>
              <Menubar.Menu>
                <Menubar.Trigger type="button">Edit</Menubar.Trigger>
                <Menubar.Portal>
                  <Menubar.Content style={box} align="start">
                    <Menubar.Item onSelect={run("undo")}>Undo</Menubar.Item>
                    <Menubar.Item onSelect={run("redo")}>Redo</Menubar.Item>
                  </Menubar.Content>
                </Menubar.Portal>
              </Menubar.Menu>
            </Menubar.Root>
          </Row>
          <Row>
            <label id="language-label">Language</label>{" "}
            <Select.Root value={language} onValueChange={setLanguage}>
              <Select.Trigger aria-labelledby="language-label"><Select.Value /></Select.Trigger>
              <Select.Portal>
                <Select.Content style={box}>
                  <Select.Viewport>
                    <Select.Item value="en"><Select.ItemText>English</Select.ItemText></Select.Item>
                    <Select.Item value="fr"><Select.ItemText>French</Select.ItemText></Select.Item>
                    <Select.Item value="es"><Select.ItemText>Spanish</Select.ItemText></Select.Item>
                  </Select.Viewport>
                </Select.Content>
              </Select.Portal>
            </Select.Root>
          </Row>
          <Row>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild><button type="button">Options</button></DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content style={box}>
                  <DropdownMenu.Item onSelect={() => setAction("rename")}>Rename</DropdownMenu.Item>
                  <DropdownMenu.Sub>
                    <DropdownMenu.SubTrigger>Share</DropdownMenu.SubTrigger>
                    <DropdownMenu.Portal>
                      <DropdownMenu.SubContent style={box}>
                        <DropdownMenu.Item onSelect={() => setAction("email-link")}>Email link</DropdownMenu.Item>
                        <DropdownMenu.Item onSelect={() => setAction("copy-link")}>Copy link</DropdownMenu.Item>
                      </DropdownMenu.SubContent>
                    </DropdownMenu.Portal>
                  </DropdownMenu.Sub>
                  <DropdownMenu.Item onSelect={() => setAction("delete")}>Delete</DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>{" "}
            <Tooltip.Root onOpenChange={(o) => o && setTip("shown")}>
              <Tooltip.Trigger asChild><button type="button">Add to library</button></Tooltip.Trigger>
              <Tooltip.Portal><Tooltip.Content style={box}>Saves a copy to your library</Tooltip.Content></Tooltip.Portal>
            </Tooltip.Root>
          </Row>
          <Row>
            <Tabs.Root value={tab} onValueChange={setTab}>
              <Tabs.List aria-label="Manage your account">
                <Tabs.Trigger value="profile">Profile</Tabs.Trigger>
                <Tabs.Trigger value="password">Password</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="profile">Your public profile.</Tabs.Content>
              <Tabs.Content value="password">Change your password.</Tabs.Content>
            </Tabs.Root>
          </Row>
          <Row>
            <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen}>
              <Accordion.Item value="billing">
                <Accordion.Header><Accordion.Trigger type="button">Is billing monthly?</Accordion.Trigger></Accordion.Header>
                <Accordion.Content>Yes, on the first of each month.</Accordion.Content>
              </Accordion.Item>
              <Accordion.Item value="refunds">
                <Accordion.Header><Accordion.Trigger type="button">Can I get a refund?</Accordion.Trigger></Accordion.Header>
                <Accordion.Content>Within 30 days.</Accordion.Content>
              </Accordion.Item>
            </Accordion.Root>
          </Row>
          <Row>
            <Dialog.Root>
              <Dialog.Trigger asChild><button type="button">Edit profile</button></Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay style={{ position: "fixed", inset: 0, background: "rgba(0,0,0,.3)" }} />
                <Dialog.Content style={{ ...box, position: "fixed", top: "30%", left: "30%" }}>
                  <Dialog.Title>Edit profile</Dialog.Title>
                  <Dialog.Description>Make changes to your profile.</Dialog.Description>
                  <Dialog.Close asChild><button type="button" onClick={() => setSaved("yes")}>Save changes</button></Dialog.Close>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>{" "}
            <Popover.Root>
              <Popover.Trigger asChild><button type="button">Filters</button></Popover.Trigger>
              <Popover.Portal>
                <Popover.Content style={box}>
                  <label><input type="checkbox" checked={instock} onChange={(e) => setInstock(e.target.checked)} /> In stock only</label>
                </Popover.Content>
              </Popover.Portal>
            </Popover.Root>{" "}
            <button type="button" onClick={() => setToast(true)}>Schedule</button>
            <Toast.Root open={toast} onOpenChange={setToast} duration={60000} style={box}>
              <Toast.Title>Meeting scheduled</Toast.Title>
              <Toast.Action altText="Undo the meeting" asChild>
                <button type="button" onClick={() => setUndone("yes")}>Undo</button>
              </Toast.Action>
            </Toast.Root>
            <Toast.Viewport style={{ position: "fixed", bottom: 0, right: 0, listStyle: "none" }} />
          </Row>
          <Row>
            <span id="brightness-label">Brightness</span>
            <Slider.Root value={brightness} onValueChange={setBrightness} max={100} step={1}
              style={{ position: "relative", display: "flex", alignItems: "center", width: 200, height: 20 }}>
              <Slider.Track style={{ background: "#ccc", position: "relative", flexGrow: 1, height: 4 }}>
                <Slider.Range style={{ position: "absolute", background: "#333", height: "100%" }} />
              </Slider.Track>
              <Slider.Thumb aria-labelledby="brightness-label" style={{ display: "block", width: 14, height: 14, background: "#333", borderRadius: 7 }} />
            </Slider.Root>
          </Row>
        </ZooForm>
      </Toast.Provider>
    </Tooltip.Provider>
  );
}

mount(App);
