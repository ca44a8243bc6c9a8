"""The site: the same reference as static pages for a phone, searchable offline
(`pages` makes a sheet's or deck's page, `assemble` the whole site in a release)."""

# Where the pages are, from the site's root.
SHEETS_DIR = "sheets"
DECKS_DIR = "decks"
