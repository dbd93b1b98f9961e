"""Sharing a game: the link (readable and compact), playing a friend by link, and the QR code.
"""
