// The search box of the index: the site's documents (search-data.js) in MiniSearch, with
// accents and case folded (strings in ASCII, as a script read from the file system has no
// declared encoding), prefixes and a typo allowed; results grouped by sheet.
"use strict";
(function () {
  var documents = window.WARGAME_SEARCH || [];
  function fold(term) {
    return term.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  var index = new MiniSearch({
    fields: ["name", "alt", "text"],
    storeFields: ["name", "kind", "sheet", "sheet_id", "url", "alt", "text"],
    processTerm: function (term) { return fold(term); },
    searchOptions: { boost: { name: 3, alt: 2 }, prefix: true, fuzzy: 0.2, combineWith: "AND" }
  });
  index.addAll(documents);

  var section = document.getElementById("search-results");
  var status = document.getElementById("results-status");
  var list = document.getElementById("results-list");
  var input = document.getElementById("q");

  function element(name, attributes, text) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    if (text) { node.textContent = text; }
    return node;
  }
  function snippet(text, query) {
    if (!text) { return ""; }
    var folded = fold(text), at = -1;
    query.split(/\s+/).some(function (word) { at = folded.indexOf(fold(word)); return at >= 0; });
    var start = Math.max(0, at - 40);
    return (start ? "\u2026" : "") + text.slice(start, start + 140) + (text.length > start + 140 ? "\u2026" : "");
  }
  function show(query) {
    list.textContent = "";
    if (!query.trim()) { section.hidden = true; return; }
    var found = index.search(query);
    section.hidden = false;
    status.textContent = found.length ? found.length + " r\u00e9sultat" + (found.length > 1 ? "s" : "") + " pour \u00ab " + query + " \u00bb" : "Aucun r\u00e9sultat pour \u00ab " + query + " \u00bb";
    var groups = {};
    var order = [];
    found.forEach(function (hit) {
      if (!groups[hit.sheet_id]) { groups[hit.sheet_id] = []; order.push(hit.sheet_id); }
      groups[hit.sheet_id].push(hit);
    });
    order.forEach(function (sheetId) {
      var hits = groups[sheetId];
      var group = element("section", { "class": "sheet-results", "data-sheet": sheetId });
      group.appendChild(element("h3", {}, hits[0].sheet));
      var items = element("ul");
      hits.forEach(function (hit) {
        var item = element("li");
        item.appendChild(element("a", { href: hit.url }, hit.name));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("span", { "class": "kind" }, hit.kind + (hit.alt ? " \u00b7 " + hit.alt : "")));
        var text = snippet(hit.text, query);
        if (text) { item.appendChild(element("span", { "class": "snippet" }, text)); }
        items.appendChild(item);
      });
      group.appendChild(items);
      list.appendChild(group);
    });
  }
  var query = new URLSearchParams(location.search).get("q") || "";
  input.value = query;
  show(query);
  input.form.addEventListener("submit", function (event) {
    event.preventDefault();
    var url = new URL(location.href);
    url.searchParams.set("q", input.value);
    history.replaceState(null, "", url);
    show(input.value);
  });
})();
