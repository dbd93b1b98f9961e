"""Sounds on the page: the game sends the notes (its recipes, timed by web/kit/sounds.py), the view
plays them with the Web Audio API. Browsers allow sound only after the person has clicked
or pressed a key: the audio context starts then (wake)."""

import js

from web.shell.protocol import SOUND_SWITCH


class Sound:
    """The page's audio context and the notes it plays."""

    def __init__(self):
        self.audio = None  # None: not woken yet; False: no audio in this browser

    def wake(self, _event=None):
        """Start (or resume) the audio context at a person's interaction, unless the site's
        Sound switch is off: then no audio device is opened at all (Chromium's first
        `new AudioContext()` in a browser's life blocks the page for about 70 ms)."""
        switch = js.document.getElementById(SOUND_SWITCH)
        if switch and not switch.checked:
            return
        if self.audio is None:
            try:
                self.audio = js.AudioContext.new()
            except Exception:  # no audio in this browser: the game plays on in silence
                self.audio = False
        if self.audio and str(self.audio.state) == "suspended":
            self.audio.resume()

    def play(self, notes):
        """Play notes: each [at (s from now), wave, freq, freq_end, duration, gain, envelope]."""
        ctx = self.audio
        if not ctx:
            return
        now = float(ctx.currentTime)
        for at, wave, freq, freq_end, duration, level, envelope in notes:
            start = now + at
            osc = ctx.createOscillator()
            osc.type = wave
            osc.frequency.setValueAtTime(freq, start)
            if freq_end != freq:
                osc.frequency.exponentialRampToValueAtTime(freq_end, start + duration)
            gain = ctx.createGain()
            gain.gain.setValueAtTime(0, start)
            for t, value in envelope[1:]:
                gain.gain.linearRampToValueAtTime(value * level, start + t)
            osc.connect(gain)
            gain.connect(ctx.destination)
            osc.start(start)
            osc.stop(start + duration + 0.02)
