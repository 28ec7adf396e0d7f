// The Vue pages' shared form (as form.jsx for React): Save writes the widgets' STATE (the refs the
// components' v-model updates), never their DOM, into <output id="result"> as "key=value; key=value".
// A multiple choice is written sorted: the order the widget keeps its choices in is not the test.
export const show = (v) => (Array.isArray(v) ? [...v].sort().join(",") : v == null ? "" : String(v));

export const zooForm = {
  props: ["title", "values"],
  data: () => ({ result: "" }),
  methods: {
    save() {
      this.result = Object.entries(this.values).map(([k, v]) => `${k}=${show(v)}`).join("; ");
    },
  },
  template: `<form @submit.prevent="save" :aria-label="title" novalidate>
    <h1>{{ title }}</h1>
    <p><button type="submit">Save</button> Result: <output id="result">{{ result }}</output></p>
    <slot></slot>
  </form>`,
};
