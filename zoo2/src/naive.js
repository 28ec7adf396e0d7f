// Naive UI (Vue 3, templates compiled by Vue's runtime compiler): NSelect over a virtual list,
// NSelect multiple with tags (one already chosen), NCascader (two leaves share a name), NDatePicker
// (typed text taken on Enter or blur), and an NDropdown that opens on hover with submenus.
import { createApp, reactive } from "vue";
import { NButton, NCascader, NConfigProvider, NDatePicker, NDropdown, NSelect, create } from "naive-ui";
import { zooForm } from "./vue-form.js";

const CITIES = Array.from({ length: 300 }, (_, i) => ({ label: `Depot ${String(i + 1).padStart(3, "0")}`, value: `d${i + 1}` }));
const TAGS = ["Fragile", "Heavy", "Perishable", "Priority", "Returnable"].map((t) => ({ label: t, value: t.toLowerCase() }));
const leaf = (label, value) => ({ label, value });
const CATEGORIES = [
  { label: "Electronics", value: "electronics", children: [
    { label: "Phones", value: "phones", children: [leaf("Cases", "phone-cases"), leaf("Accessories", "phone-accessories")] },
    { label: "Laptops", value: "laptops", children: [leaf("Bags", "laptop-bags"), leaf("Accessories", "laptop-accessories")] },
  ] },
  { label: "Garden", value: "garden", children: [{ label: "Tools", value: "tools", children: [leaf("Spades", "spades")] }] },
];
const ACTIONS = [
  { label: "Rename", key: "rename" },
  { label: "Move to", key: "move", children: [{ label: "Archive", key: "move-archive" }, { label: "Trash", key: "move-trash" }] },
  { label: "Duplicate", key: "duplicate" },
];

const app = createApp({
  components: { zooForm },
  setup() {
    const s = reactive({ depot: null, tags: ["fragile"], category: null, due: null, action: "" });
    return { s, CITIES, TAGS, CATEGORIES, ACTIONS };
  },
  template: `<n-config-provider><zoo-form title="Parcel (Naive UI)" :values="s">
    <div class="row-n"><label>Depot</label><n-select v-model:value="s.depot" :options="CITIES" filterable placeholder="Choose a depot" /></div>
    <div class="row-n"><label>Handling</label><n-select v-model:value="s.tags" :options="TAGS" multiple placeholder="Handling tags" /></div>
    <div class="row-n"><label>Category</label><n-cascader v-model:value="s.category" :options="CATEGORIES" check-strategy="child" placeholder="Choose a category" /></div>
    <div class="row-n"><label>Due date</label><n-date-picker v-model:formatted-value="s.due" value-format="yyyy-MM-dd" format="yyyy-MM-dd" type="date" placeholder="Due date" /></div>
    <div class="row-n"><n-dropdown trigger="hover" :options="ACTIONS" @select="(k) => (s.action = k)"><n-button>Parcel actions</n-button></n-dropdown></div>
  </zoo-form></n-config-provider>`,
});
app.use(create({ components: [NButton, NCascader, NConfigProvider, NDatePicker, NDropdown, NSelect] }));
app.mount("#app");
