#!/usr/bin/env python3
"""The characters of the server's Chinese PDF font subset (apps/server/assets/fonts/README.md)."""
import glob
import sys

chars = set()
# GB 2312: its symbol rows and the 6,763 hanzi of levels 1 and 2
for b1 in range(0xA1, 0xF8):
    for b2 in range(0xA1, 0xFF):
        try:
            chars.add(bytes([b1, b2]).decode('gb2312'))
        except UnicodeDecodeError:
            pass
# ASCII, Latin-1, punctuation, CJK symbols and punctuation, full-width forms, letterlike, arrows, maths
for lo, hi in [(0x20, 0x7E), (0xA0, 0xFF), (0x2010, 0x206F), (0x3000, 0x303F), (0xFF00, 0xFFEF),
               (0x2100, 0x214F), (0x2190, 0x21FF), (0x2200, 0x22FF)]:
    chars.update(chr(c) for c in range(lo, hi + 1))
# every Chinese character of the project's own source
for f in glob.glob('apps/server/src/**/*.ts', recursive=True) + glob.glob('packages/shared/src/**/*.ts', recursive=True):
    with open(f, encoding='utf8') as fh:
        chars.update(ch for ch in fh.read() if '\u3400' <= ch <= '\u9fff' or '\uf900' <= ch <= '\ufaff')
sys.stdout.write(''.join(sorted(chars)))
