import type { Plugin } from 'vite';

/** One cut in Preact's minified build: what it drops, the exact text, and what takes its place. */
interface Cut {
  why: string;
  find: string;
  replace: string;
}

// Preact features this widget never uses, cut from `preact/dist/preact.mjs` 11.2.0 (pinned in package.json):
// about 860 B of the bundle's gzip. Each text must occur exactly once, so a different Preact fails the build
// here instead of shipping a half-cut renderer; after a Preact upgrade, find the same spots again (or drop
// the plugin and take the bytes elsewhere). Nothing in the bundle sets Preact's `options` hooks (no
// preact/hooks, preact/debug or devtools), no component throws a promise (no Suspense or lazy), nothing is
// hydrated (`hydrate` is not bundled) or portalled (`createPortal` neither), no component is an error
// boundary (an error in the viewer reaches the page as before, it is just not offered to components), the
// views render only HTML elements (no SVG, MathML, `<template>`, `<progress>`, `popover` or `is`), never
// `dangerouslySetInnerHTML` (the CSP forbids inline markup anyway), refs are `createRef` objects, listeners
// are bubble-phase props on elements that exist before their event (no `on…Capture`, none attached while
// its own event is dispatched), no JSX prop is `width`, `height`, `href`, `list`, `form`, `download` or
// `rowSpan` (sizes go through `style`, the download link is made with the DOM), and the
// components use only `render`, `setState`, `forceUpdate`, `componentDidMount`,
// `componentDidUpdate` and `componentWillUnmount`. The unit tests run against the whole Preact; the built
// file is driven by tests/e2e/ach-viewer.spec.ts.
const CUTS: Cut[] = [
  {
    why: 'option hook: vnode',
    find: 'return!o&&n.vnode&&n.vnode(e),e}',
    replace: 'return e}',
  },
  {
    why: 'option hook: vnode on rerender',
    find: 'n.vnode&&n.vnode(r),',
    replace: '',
  },
  {
    why: 'resuming a suspended (Suspense) subtree',
    find: '128&u.__u&&(c=32&u.__u,s=u.__c.__z)&&(r.__u|=c,p=o=[],8==s.nodeType?l=B(s,o):o.push(s),l=o[0]||l),(s=n.__b)&&s(r);',
    replace: '',
  },
  {
    why: 'static contextType',
    find: 'j=(s=V.contextType)&&i[s.__c],L=s?j?j.props.value:s.__:i,',
    replace: 'L=i,',
  },
  {
    why: 'getDerivedStateFromProps',
    find: ',V.getDerivedStateFromProps&&(d.__s==d.state&&(d.__s=_({},d.__s)),_(d.__s,V.getDerivedStateFromProps(M,d.__s)))',
    replace: '',
  },
  {
    why: 'componentWillReceiveProps',
    find: 'M!==k&&C&&!V.getDerivedStateFromProps&&d.componentWillReceiveProps&&d.componentWillReceiveProps(M,L),',
    replace: '',
  },
  {
    why: 'shouldComponentUpdate',
    find: '||!(4&d.__g)&&d.shouldComponentUpdate&&!1===d.shouldComponentUpdate(M,d.__s,L)',
    replace: '',
  },
  {
    why: 'componentWillUpdate',
    find: 'd.componentWillUpdate&&d.componentWillUpdate(M,d.__s,L),',
    replace: '',
  },
  {
    why: 'componentWillMount',
    find: 'C&&!V.getDerivedStateFromProps&&d.componentWillMount&&d.componentWillMount(),',
    replace: '',
  },
  {
    why: 'option hook: render',
    find: 'H=n.__r,',
    replace: '',
  },
  {
    why: 'option hook: render (call)',
    find: 'H&&H(r),',
    replace: '',
  },
  {
    why: 'getChildContext',
    find: 'd.getChildContext&&(i=_({},i,d.getChildContext())),',
    replace: '',
  },
  {
    why: 'getSnapshotBeforeUpdate',
    find: 'C&&u.__c&&d.getSnapshotBeforeUpdate&&(m=d.getSnapshotBeforeUpdate(k,b)),',
    replace: '',
  },
  {
    why: 'a component that throws a promise (Suspense)',
    find: 'if(t&&t.then){if(r.__u|=128|c,o){for(~(T=o.indexOf(l||void 0))||(T=o.length);(N=o[T-1])&&8==N.nodeType;)T--;for(;T<o.length;T++)if(N=o[T])if(o[T]=null,O){if(N==P)break}else{if(8!=N.nodeType)break;N.data.startsWith("$s")&&(P=B(O=N))}}if(!O){for(;l&&8==l.nodeType&&l.nextSibling;)l=l.nextSibling;O=l}(s=B(O=r.__c.__z||(r.__c.__z=O)))?(r.__e=O,l=s):r.__e=l,l=l&&l.nextSibling}else ',
    replace: '',
  },
  {
    why: 'a component that throws a promise (Suspense), marking',
    find: 't&&t.then||D(r),',
    replace: 'D(r),',
  },
  {
    why: 'option hook: diffed',
    find: 'return(s=n.diffed)&&s(r),l}',
    replace: 'return l}',
  },
  {
    why: 'option hook: commit',
    find: 'n.__c&&n.__c(r,t),',
    replace: '',
  },
  {
    why: 'SVG and MathML namespaces',
    find: '"svg"==C?f="http://www.w3.org/2000/svg":"math"==C?f="http://www.w3.org/1998/Math/MathML":f||(f="http://www.w3.org/1999/xhtml")',
    replace: 'f="http://www.w3.org/1999/xhtml"',
  },
  {
    why: 'hydration: the option hook for a mismatch',
    find: ',l&&(n.__m&&n.__m(r,o),l=!1)',
    replace: '',
  },
  {
    why: 'dangerouslySetInnerHTML (old props)',
    find: '"dangerouslySetInnerHTML"==s?y=k:"children"==s',
    replace: '"children"==s',
  },
  {
    why: 'dangerouslySetInnerHTML (new props)',
    find: '"dangerouslySetInnerHTML"==s?h=k:"value"==s',
    replace: '"value"==s',
  },
  {
    why: 'dangerouslySetInnerHTML (applying), and leaving SVG foreignObject and MathML text',
    find: 'h?(l||y&&(h.__html==y.__html||h.__html==t.innerHTML)||(t.innerHTML=h.__html),r.__k=[]):(y&&(t.textContent=""),("foreignObject"==C||"http://www.w3.org/1998/Math/MathML"==f&&v.test(C))&&(f="http://www.w3.org/1999/xhtml"),I(a,w(_)?_:[_],r,u,i,f,o,e,o?o[0]:u.__k&&S(u,0),l,c),o&&o.some(g))',
    replace: 'I(a,w(_)?_:[_],r,u,i,f,o,e,o?o[0]:u.__k&&S(u,0),l,c),o&&o.some(g)',
  },
  {
    why: 'SVG attribute names (xlink:href, className)',
    find: 'if("http://www.w3.org/2000/svg"==i)t=t.replace(/xlink(H|:h)/,"h").replace(/sName$/,"s");else if(',
    replace: 'if(',
  },
  {
    why: 'option hook: unmount',
    find: 'n.unmount&&n.unmount(t),',
    replace: '',
  },
  {
    why: 'unmounting a suspended subtree',
    find: '!u&&(i=t.__c)&&(i=i.__z)&&(f=B(i,o=[]))&&(i==t.__e&&o.some(g),g(f),g(i)),',
    replace: '',
  },
  {
    why: 'error boundaries (getDerivedStateFromError, componentDidCatch): an error goes straight up',
    find: 'for(var i,o,e;t=t.__;)if((i=t.__c)&&!(1&i.__g)){i.__g|=4;try{if((e=(o=i.constructor)&&o.getDerivedStateFromError)&&i.setState(o.getDerivedStateFromError(n)),i.componentDidCatch&&(i.componentDidCatch(n,u||{}),e=1),e&&8&i.__g)return void(i.__g|=2)}catch(t){n=t}}throw f=0,n',
    replace: 'throw f=0,n',
  },
  {
    why: "portals (createPortal's _parentDom prop): rendering into another parent",
    find: 'M.__P&&(s=l,f=(t=M.__P).namespaceURI,c=o=null,u.props&&u.props.__P!=t&&(u.__k.some(function(n){n&&J(n,n)}),u.__k=null),l=u.__k?S(u,0):null),',
    replace: '',
  },
  {
    why: 'portals: the DOM position after one',
    find: ',M.__P&&(r.__e=null,l=s),r.__u&=-161',
    replace: ',r.__u&=-161',
  },
  {
    why: 'portals: finding the next DOM sibling',
    find: '"function"!=typeof n.type||n.props.__P?null:S(n)',
    replace: '"function"!=typeof n.type?null:S(n)',
  },
  {
    why: "portals: a parent's first DOM node",
    find: 'n.__c&&!n.props.__P)return',
    replace: 'n.__c)return',
  },
  {
    why: 'portals: moving children',
    find: 'if(n.props.__P)return t;',
    replace: '',
  },
  {
    why: 'portals: unmounting',
    find: '"function"!=typeof t.type||u&&!t.props.__P)',
    replace: '"function"!=typeof t.type||u)',
  },
  {
    why: "hydration: reading a reused element's attributes",
    find: '!l&&o)for($={}',
    replace: 'o)for($={}',
  },
  {
    why: "hydration: keeping the server's attributes",
    find: 'l&&"function"!=typeof k||$[s]===k',
    replace: '$[s]===k',
  },
  {
    why: 'hydration: keeping value and checked',
    find: 'l&&"textarea"!=C||(s="value"',
    replace: '(s="value"',
  },
  {
    why: 'hydration: keeping text',
    find: '$===x||l&&t.data==x||(t.data=x)',
    replace: '$===x||(t.data=x)',
  },
  {
    why: 'hydration: render never hydrates (hydrate() is not bundled)',
    find: 'i=(u=t&&32&t.__u)?null:r.__k',
    replace: 'i=r.__k',
  },
  {
    why: 'hydration: render never hydrates, passed on',
    find: ',i?i.__e:r.firstChild,u,o)',
    replace: ',i?i.__e:r.firstChild,!1,o)',
  },
  {
    why: '<template> content',
    find: '"template"==C&&t.content||t',
    replace: 't',
  },
  {
    why: 'customized built-in elements (the is prop)',
    find: 'x.is?x:a',
    replace: 'a',
  },
  {
    why: '<progress> value',
    find: '"progress"==C&&null==b?t.removeAttribute(s):null==b||b===t[s]&&("progress"!=C||b)',
    replace: 'null==b||b===t[s]',
  },
  {
    why: "Suspense's comment markers between siblings",
    find: 'for(o!=e&&(!u&&r.moveBefore&&o.parentNode?r.moveBefore(o,t):r.insertBefore(o,t||null)),t=o;(t=t&&t.nextSibling)&&8==t.nodeType&&!t.data.startsWith("$s"););return t',
    replace:
      'return o!=e&&(!u&&r.moveBefore&&o.parentNode?r.moveBefore(o,t):r.insertBefore(o,t||null)),o&&o.nextSibling',
  },
  {
    why: 'the popover attribute',
    find: '&&"popover"!=t',
    replace: '',
  },
  {
    why: 'the popover attribute, set',
    find: '"popover"==t&&1==r?"":r',
    replace: 'r',
  },
  {
    why: 'rendering into a document',
    find: '9==r.nodeType&&(r=r.documentElement),',
    replace: '',
  },
  {
    why: 'callback refs and their cleanups: the views use createRef objects only',
    find: 'function G(t,r,u,i){try{"function"==typeof t?r?r.__x=t(r)||1:i&&(i=i.__c||i.__e)&&(r=i.__x)&&(i.__x=null,"function"==typeof r?r():t(null)):t.current=r}catch(t){n.__e(t,u)}}',
    replace: 'function G(t,r){t.current=r}',
  },
  {
    why: 'attributes Preact must not set as properties that no view sets (width, height, href, list, form, download, rowSpan)',
    find: '"width"!=t&&"height"!=t&&"href"!=t&&"list"!=t&&"form"!=t&&"tabIndex"!=t&&"download"!=t&&"rowSpan"!=t&&',
    replace: '"tabIndex"!=t&&',
  },
  {
    why: 'option hook: root',
    find: 'n.__&&n.__(t,r),',
    replace: '',
  },
  {
    why: 'option hook: event',
    find: 'return u(n.event?n.event(r):r)',
    replace: 'return u(r)',
  },
  {
    why: 'capture-phase listeners (onClickCapture and the like): the views listen in the bubble phase only',
    find: 'f=t!=(t=t.replace(l,"$1")),',
    replace: '',
  },
  {
    why: "the event clock (a listener attached during an event's own dispatch): the views attach none there",
    find: 'if(u=u[t],null==r[e])r[e]=c++;else if(r[e]<this.__a[t])return;return u(r)',
    replace: 'return u[t](r)',
  },
  {
    why: 'the event clock, stamping a new listener',
    find: '(n.__a||(n.__a={}))[t]=c,',
    replace: '',
  },
];

/** Applies {@link CUTS} to Preact's build; throws when a cut's text is missing or ambiguous. */
export function trimPreact(): Plugin {
  return {
    name: 'lendline-trim-preact',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]preact[\\/]dist[\\/]preact\.mjs$/.test(id)) return undefined;
      let trimmed = code;
      for (const { why, find, replace } of CUTS) {
        const at = trimmed.indexOf(find);
        if (at < 0 || trimmed.indexOf(find, at + 1) >= 0) {
          throw new Error(`trim-preact: the cut "${why}" does not match Preact's build exactly once`);
        }
        trimmed = trimmed.slice(0, at) + replace + trimmed.slice(at + find.length);
      }
      return { code: trimmed, map: null };
    },
  };
}
