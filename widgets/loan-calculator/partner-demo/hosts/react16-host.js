/* global React, ReactDOM */
// A React 16 page embedding <loan-calculator>: React passes the attributes as strings, and since React before 19
// cannot listen to custom events through props, the listener is added on a ref in an effect.
(function () {
  const h = React.createElement;
  const { products, apiKey, formatMoney } = window.demoDealer;

  function Dealer() {
    const [productId, setProductId] = React.useState(products[0].id);
    const [payment, setPayment] = React.useState(null);
    const calculator = React.useRef(null);
    const product = products.find((item) => item.id === productId);

    React.useEffect(() => {
      const element = calculator.current;
      const onQuote = (event) => setPayment(event.detail.payment);
      element.addEventListener('lendline:quote', onQuote);
      return () => element.removeEventListener('lendline:quote', onQuote);
    }, []);

    return h(
      'main',
      null,
      h(
        'article',
        null,
        h('h1', null, product.name),
        h('p', { className: 'price' }, formatMoney(product.price)),
        h(
          'nav',
          { 'aria-label': 'Products' },
          products.map((item) =>
            h(
              'button',
              {
                key: item.id,
                type: 'button',
                'aria-pressed': item.id === productId,
                onClick: () => setProductId(item.id),
              },
              item.name,
            ),
          ),
        ),
        h(
          'p',
          { id: 'host-payment' },
          payment === null ? 'No quote yet' : `Quoted: ${formatMoney(payment)} / month`,
        ),
      ),
      h(
        'aside',
        null,
        h('loan-calculator', {
          ref: calculator,
          'api-key': apiKey,
          amount: String(product.price),
          term: '36',
          equipment: product.name,
        }),
      ),
    );
  }

  ReactDOM.render(h(Dealer), document.getElementById('app'));
})();
