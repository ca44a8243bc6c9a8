// The search box of the index: the site's documents (search-data.js) in MiniSearch, each
// word to its French stem (Snowball's: `tirées` finds `tir`), then accents and case folded
// (strings in ASCII, as a script read from the file system has no declared encoding),
// a word's start and, in a longer word, a typo allowed; results grouped by sheet.
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
  // The typos forgiven in a word, by the length of its stem: none under five letters (a
  // short word is found as typed, `tir` not as `tic`), one up to seven, two up to twelve,
  // three from thirteen.
  function typos(term) {
    return term.length < 5 ? 0 : term.length < 8 ? 1 : term.length < 13 ? 2 : 3;
  }
  var index = new MiniSearch({
    fields: ["name", "alt", "text"],
    storeFields: ["name", "kind", "sheet", "sheet_id", "url", "alt", "text", "profile"],
    processTerm: function (term) { return stem(term); },
    // A word's start of three letters or more finds it (`deflag`, `tir` finds `tireur`;
    // MiniSearch's terms are the words, a prefix starts one): `SP` is only `SP`.
    searchOptions: {
      boost: { name: 3, alt: 2 },
      prefix: function (term) { return term.length >= 3; },
      fuzzy: typos,
      combineWith: "AND"
    }
  });
  index.addAll(documents);
  // The words as MiniSearch cuts them (between spaces and punctuation).
  var WORD = /[^\n\r\p{Z}\p{P}]+/gu;

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
  // Some 140 characters of a line from the start of a word, around the first word that
  // made the result (its stem one of the terms MiniSearch matched), each such word marked
  // whole: never a piece of another word (`tir` in `sortir`).
  function snippet(line, terms) {
    if (!line) { return null; }
    var wanted = {};
    terms.forEach(function (term) { wanted[term] = true; });
    var words = [], match;
    WORD.lastIndex = 0;
    while ((match = WORD.exec(line))) {
      if (wanted[stem(match[0])]) { words.push([match.index, match.index + match[0].length]); }
    }
    var at = words.length ? words[0][0] : 0;
    // From the line's start when the word is in its first 140 characters.
    var start = at + 30 > 140 ? line.lastIndexOf(" ", at - 30) + 1 : 0;
    var end = Math.min(line.length, start + 140);
    if (end < line.length && line.indexOf(" ", end) > 0) { end = line.indexOf(" ", end); }
    var node = element("span", { "class": "snippet" });
    var from = start;
    node.appendChild(document.createTextNode(start ? "\u2026" : ""));
    words.forEach(function (word) {
      if (word[0] < from || word[1] > end) { return; }
      node.appendChild(document.createTextNode(line.slice(from, word[0])));
      node.appendChild(element("mark", {}, line.slice(word[0], word[1])));
      from = word[1];
    });
    node.appendChild(document.createTextNode(line.slice(from, end) + (end < line.length ? "\u2026" : "")));
    return node;
  }
  // The results a sheet shows before its "other results".
  var SHOWN = 8;
  function show(query) {
    list.textContent = "";
    if (!query.trim()) { section.hidden = true; return; }
    var found = index.search(query);
    section.hidden = false;
    status.textContent = found.length ? found.length + " r\u00e9sultat" + (found.length > 1 ? "s" : "") + " pour \u00ab " + query + " \u00bb" : "Aucun r\u00e9sultat pour \u00ab " + query + " \u00bb";
    // The groups in the order of their best result (MiniSearch's results come best first).
    var groups = {};
    var order = [];
    found.forEach(function (hit) {
      if (!groups[hit.sheet_id]) { groups[hit.sheet_id] = []; order.push(hit.sheet_id); }
      groups[hit.sheet_id].push(hit);
    });
    // Several sheets: a line of links to each one's results, with their count.
    if (order.length > 1) {
      var jump = element("nav", { "class": "jump", "aria-label": "R\u00e9sultats par fiche" });
      order.forEach(function (sheetId) {
        var hits = groups[sheetId];
        jump.appendChild(element("a", { href: "#results-" + sheetId }, hits[0].sheet + " (" + hits.length + ")"));
      });
      list.appendChild(jump);
    }
    order.forEach(function (sheetId) {
      var hits = groups[sheetId];
      var group = element("section", { "class": "sheet-results", "data-sheet": sheetId, id: "results-" + sheetId });
      group.appendChild(element("h3", {}, hits[0].sheet));
      var items = element("ul");
      // A sheet's best results in view, the others a tap away: a short word finds dozens.
      var more = null;
      hits.forEach(function (hit, rank) {
        if (rank === SHOWN) {
          group.appendChild(items);
          more = element("details", { "class": "more" });
          more.appendChild(element("summary", {}, (hits.length - SHOWN) + " autres r\u00e9sultats dans cette fiche"));
          items = element("ul");
        }
        var item = element("li");
        item.appendChild(element("a", { href: hit.url }, hit.name));
        item.appendChild(document.createTextNode(" "));
        item.appendChild(element("span", { "class": "kind" }, hit.kind + (hit.alt ? " \u00b7 " + hit.alt : "")));
        // A weapon shows its profile (bands, values, rules), a rule or table its text.
        var text = snippet(hit.profile || hit.text, hit.terms);
        if (text) { item.appendChild(text); }
        items.appendChild(item);
      });
      if (more) { more.appendChild(items); group.appendChild(more); } else { group.appendChild(items); }
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
