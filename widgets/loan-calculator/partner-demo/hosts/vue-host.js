/* global Vue */
// A Vue 3 page embedding <loan-calculator>, written with render functions because a strict CSP forbids the
// template compiler's `new Function`. Vue sets unknown attributes on a custom element as attributes and
// binds `onLendline:quote` to the `lendline:quote` event.
(function () {
  const { createApp, h, ref, computed } = Vue;
  const { products, apiKey, formatMoney } = window.demoDealer;

  createApp({
    setup() {
      const productId = ref(products[0].id);
      const payment = ref(null);
      const product = computed(() => products.find((item) => item.id === productId.value));
      return () =>
        h('main', [
          h('article', [
            h('h1', product.value.name),
            h('p', { class: 'price' }, formatMoney(product.value.price)),
            h(
              'nav',
              { 'aria-label': 'Products' },
              products.map((item) =>
                h(
                  'button',
                  {
                    key: item.id,
                    type: 'button',
                    'aria-pressed': String(item.id === productId.value),
                    onClick: () => (productId.value = item.id),
                  },
                  item.name,
                ),
              ),
            ),
            h(
              'p',
              { id: 'host-payment' },
              payment.value === null ? 'No quote yet' : `Quoted: ${formatMoney(payment.value)} / month`,
            ),
          ]),
          h('aside', [
            h('loan-calculator', {
              'api-key': apiKey,
              amount: String(product.value.price),
              term: '36',
              equipment: product.value.name,
              'onLendline:quote': (event) => (payment.value = event.detail.payment),
            }),
          ]),
        ]);
    },
  }).mount('#app');
})();
