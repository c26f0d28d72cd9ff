import { compile, middleware, serialize, stringify } from 'stylis';
import { describe, expect, it } from 'vitest';
import { boostSelector, KIT_STYLIS_PLUGINS } from './specificity-boost';

describe('the specificity boost of the kit’s selectors', () => {
  it('adds an ID’s weight to the subject, before a pseudo-element', () => {
    expect(boostSelector('.a')).toBe('.a:not(#dk-boost)');
    expect(boostSelector('.a:hover > span')).toBe('.a:hover > span:not(#dk-boost)');
    expect(boostSelector('.a::before')).toBe('.a:not(#dk-boost)::before');
    expect(boostSelector(':where(.a) :not(svg, svg *, img)::after')).toBe(':where(.a) :not(svg, svg *, img):not(#dk-boost)::after');
  });

  it('leaves a double colon inside parentheses, brackets or an escape alone', () => {
    expect(boostSelector('.a:is(.b::x)')).toBe('.a:is(.b::x):not(#dk-boost)');
    expect(boostSelector("a[href*='::']")).toBe("a[href*='::']:not(#dk-boost)");
    expect(boostSelector('.a\\:\\:b')).toBe('.a\\:\\:b:not(#dk-boost)');
  });

  it('boosts every rule, in media queries too, and never a keyframe step', () => {
    const css = serialize(
      compile('.a{color:red} @media (min-width: 1px){.a:hover{color:blue}} @keyframes spin{to{transform:rotate(1turn)}}'),
      middleware([...KIT_STYLIS_PLUGINS, stringify]),
    );
    expect(css).toContain('.a:not(#dk-boost){color:red;}');
    expect(css).toContain('.a:hover:not(#dk-boost){color:blue;}');
    expect(css).toContain('@keyframes spin{to{transform:rotate(1turn);}}');
  });

  it('has a fixed name, which styled-components hashes class names with', () => {
    expect(KIT_STYLIS_PLUGINS.map((plugin) => plugin.name)).toEqual(['dashboard-kit-specificity']);
  });
});
