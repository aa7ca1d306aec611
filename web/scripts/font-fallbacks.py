#!/usr/bin/env python3
"""
Writes the @font-face rules of the headings' fallback fonts (web/src/styles/fonts.css, between its markers): local
serifs scaled so that a heading set in them is as wide as in Fraunces, and the swap to Fraunces rewraps no line.

One size-adjust per font would match the average only: Fraunces' capitals are relatively narrower than Times', its
lowercase wider, so single headings came out 3% apart and some rewrapped at some widths. Each local font is therefore
declared several times under one family, each declaration covering (unicode-range) the ASCII characters whose width
ratio is alike, with that group's own size-adjust (measured on the site's own headings). A heading then lands within
about 1% of Fraunces' width.

Usage (needs the local fonts' files; Noto Serif comes from Debian's fonts-noto-core), a family per argument, with
how many groups (default 8; 1: one size-adjust for every character):
  python3 web/scripts/font-fallbacks.py FRAUNCES.woff HEADINGS.txt 'FAMILY[/GROUPS]=FONT.ttf:local name,...' ...
"""
import struct
import sys
import zlib



def tables_ttf(data):
    count = struct.unpack('>H', data[4:6])[0]
    tables = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack('>4sIII', data[12 + 16 * i:28 + 16 * i])
        tables[tag.decode()] = data[offset:offset + length]
    return tables


def tables_woff(data):
    count = struct.unpack('>H', data[12:14])[0]
    tables = {}
    for i in range(count):
        tag, offset, compressed, original, _ = struct.unpack('>4sIIII', data[44 + 20 * i:64 + 20 * i])
        raw = data[offset:offset + compressed]
        tables[tag.decode()] = zlib.decompress(raw) if compressed < original else raw
    return tables


def character_map(tables):
    """The format-4 cmap: code point -> glyph, for the Basic Multilingual Plane's start."""
    cmap = tables['cmap']
    for i in range(struct.unpack('>H', cmap[2:4])[0]):
        platform, _, offset = struct.unpack('>HHI', cmap[4 + 8 * i:12 + 8 * i])
        if platform not in (0, 3) or struct.unpack('>H', cmap[offset:offset + 2])[0] != 4:
            continue
        sub = cmap[offset:]
        seg2 = struct.unpack('>H', sub[6:8])[0]
        segs = seg2 // 2
        ends = struct.unpack('>%dH' % segs, sub[14:14 + seg2])
        starts = struct.unpack('>%dH' % segs, sub[16 + seg2:16 + 2 * seg2])
        deltas = struct.unpack('>%dh' % segs, sub[16 + 2 * seg2:16 + 3 * seg2])
        range_at = 16 + 3 * seg2
        ranges = struct.unpack('>%dH' % segs, sub[range_at:range_at + seg2])
        glyphs = {}
        for k in range(segs):
            for code in range(starts[k], min(ends[k], 0x2FFF) + 1):
                if ranges[k] == 0:
                    glyphs[code] = (code + deltas[k]) & 0xFFFF
                else:
                    at = range_at + 2 * k + ranges[k] + 2 * (code - starts[k])
                    glyph = struct.unpack('>H', sub[at:at + 2])[0]
                    glyphs[code] = (glyph + deltas[k]) & 0xFFFF if glyph else 0
        return glyphs
    raise SystemExit('no format-4 cmap')


class Font:
    def __init__(self, tables):
        self.em = struct.unpack('>H', tables['head'][18:20])[0]
        self.ascent, self.descent = struct.unpack('>hh', tables['hhea'][4:8])
        metrics = struct.unpack('>H', tables['hhea'][34:36])[0]
        self.advances = [struct.unpack('>H', tables['hmtx'][4 * i:4 * i + 2])[0] for i in range(metrics)]
        self.glyphs = character_map(tables)

    def width(self, char):
        glyph = self.glyphs.get(ord(char), 0)
        return self.advances[min(glyph, len(self.advances) - 1)] / self.em


def code_ranges(chars):
    codes = sorted(ord(c) for c in chars)
    out, start = [], codes[0]
    for prev, code in zip(codes, codes[1:] + [None]):
        if code != prev + 1:
            out.append('U+%X' % start if start == prev else 'U+%X-%X' % (start, prev))
            start = code
    return ', '.join(out)


def rules(family, fraunces, local, names, headings, count):
    text = ''.join(headings)
    chars = [chr(c) for c in range(0x20, 0x7F) if local.width(chr(c)) > 0]
    ratio = {c: fraunces.width(c) / local.width(c) for c in chars}
    overall = sum(fraunces.width(c) for c in text) / sum(local.width(c) for c in text)
    ordered = sorted(chars, key=lambda c: ratio[c])
    groups = [ordered[i * len(ordered) // count:(i + 1) * len(ordered) // count] for i in range(count)] if count > 1 else []
    src = ', '.join("local('%s')" % name for name in names)

    def face(adjust, unicode_range=None):
        lines = [
            '@font-face {',
            "  font-family: '%s';" % family,
            '  font-style: normal;',
            '  font-weight: 600;',
            '  src: %s;' % src,
            '  size-adjust: %.2f%%;' % (adjust * 100),
            '  ascent-override: %.2f%%;' % (fraunces.ascent / fraunces.em / adjust * 100),
            '  descent-override: %.2f%%;' % (-fraunces.descent / fraunces.em / adjust * 100),
            '  line-gap-override: 0%;',
        ]
        if unicode_range:
            lines.append('  unicode-range: %s;' % unicode_range)
        return '\n'.join(lines + ['}'])

    # the catch-all first: a later face whose range covers a character wins
    out = [face(overall)]
    for group in groups:
        used = sum(text.count(c) for c in group)
        if used:
            adjust = sum(fraunces.width(c) * text.count(c) for c in group) / sum(
                local.width(c) * text.count(c) for c in group)
        else:
            adjust = sum(ratio[c] for c in group) / len(group)
        out.append(face(adjust, code_ranges(group)))
    adjusts = {}
    for group in groups:
        used = sum(text.count(c) for c in group)
        for c in group:
            adjusts[c] = sum(fraunces.width(x) * text.count(x) for x in group) / sum(
                local.width(x) * text.count(x) for x in group) if used else sum(ratio[x] for x in group) / len(group)
    spread = [sum(fraunces.width(c) for c in h) / sum(local.width(c) * adjusts.get(c, overall) for c in h)
              for h in headings]
    print('/* %s: headings within %.1f%% .. %.1f%% of Fraunces */' % (
        family, (min(spread) - 1) * 100, (max(spread) - 1) * 100), file=sys.stderr)
    return '\n'.join(out)


def main():
    fraunces = Font(tables_woff(open(sys.argv[1], 'rb').read()))
    headings = [line for line in open(sys.argv[2]).read().splitlines() if line.strip()]
    for spec in sys.argv[3:]:
        family, rest = spec.split('=', 1)
        family, count = (family.split('/') + ['8'])[:2]
        path, names = rest.split(':', 1)
        local = Font(tables_ttf(open(path, 'rb').read()))
        print(rules(family, fraunces, local, names.split(','), headings, int(count)))


main()
