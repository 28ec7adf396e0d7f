// Tailwind CSS 3 config for fixtures_html/zoo2/flowbite.html (run by build.mjs): the page's classes
// plus the ones Flowbite's scripts add (its datepicker), with Flowbite's plugin.
module.exports = {
  content: ["../fixtures_html/zoo2/flowbite.html", "./node_modules/flowbite/dist/flowbite.min.js"],
  theme: { extend: {} },
  plugins: [require("flowbite/plugin")],
};
