// The search box of the index: the site's documents (search-data.js) in MiniSearch, each
// word to its French stem (Snowball's: `tirées` finds `tir`), then accents and case folded
// (strings in ASCII, as a script read from the file system has no declared encoding),
// prefixes and a typo allowed; results grouped by sheet.
"use strict";
(function () {
  var documents = window.WARGAME_SEARCH || [];
  var stemmer = new window.SnowballFrench();
  function fold(term) {
    return term.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function stem(term) {
    return fold(stemmer.stemWord(term.toLowerCase()));
  }
  var index = new MiniSearch({
    fields: ["name", "alt", "text"],
    storeFields: ["name", "kind", "sheet", "sheet_id", "url", "alt", "text"],
    processTerm: function (term) { return stem(term); },
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
  // Some 140 characters of the text around the first word of the query it holds, from the
  // start of a word, that word marked.
  function snippet(text, query) {
    var node = element("span", { "class": "snippet" });
    if (!text) { return null; }
    var folded = fold(text), at = -1, length = 0;
    // The word as typed, else its stem (`tirées` marks the `tir` of `Tir`).
    query.split(/\s+/).some(function (word) {
      return [fold(word), stem(word)].some(function (form) {
        at = form ? folded.indexOf(form) : -1;
        length = form.length;
        return at >= 0;
      });
    });
    var start = at > 40 ? text.lastIndexOf(" ", at - 30) + 1 : 0;
    var end = Math.min(text.length, start + 140);
    if (end < text.length && text.indexOf(" ", end) > 0) { end = text.indexOf(" ", end); }
    var before = (start ? "\u2026" : "") + text.slice(start, Math.max(start, at));
    if (at >= 0 && at + length <= end) {
      node.appendChild(document.createTextNode(before));
      node.appendChild(element("mark", {}, text.slice(at, at + length)));
      node.appendChild(document.createTextNode(text.slice(at + length, end)));
    } else {
      node.appendChild(document.createTextNode((start ? "\u2026" : "") + text.slice(start, end)));
    }
    if (end < text.length) { node.appendChild(document.createTextNode("\u2026")); }
    return node;
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
        if (text) { item.appendChild(text); }
        items.appendChild(item);
      });
      group.appendChild(items);
      list.appendChild(group);
    });
  }
  var query = new URLSearchParams(location.search).get("q") || "";
  input.value = query;
  show(query);
  // Results as the player types, a moment after the last key.
  var pending = null;
  input.addEventListener("input", function () {
    clearTimeout(pending);
    pending = setTimeout(function () { show(input.value); }, 150);
  });
  input.form.addEventListener("submit", function (event) {
    event.preventDefault();
    var url = new URL(location.href);
    url.searchParams.set("q", input.value);
    history.replaceState(null, "", url);
    show(input.value);
  });
})();
