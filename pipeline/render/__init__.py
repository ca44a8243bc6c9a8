"""Render stage: one sheet's validated tables -> its reference sheet and card decks."""
