// autocannon ships no types; the benchmark uses a small, well-documented part of it.
declare module 'autocannon';
