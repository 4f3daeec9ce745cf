// The dealer catalog both framework host pages render: picking a product changes the calculator's `amount`
// attribute, and the page shows the payment the calculator reports through its `lendline:quote` event.
// Plain browser script (no build step), as a partner's own bundle would be.
window.demoDealer = {
  products: [
    { id: 'chairs', name: 'ErgoPro office chair set (20 chairs)', price: 25000 },
    { id: 'cutter', name: 'LX-900 laser cutter', price: 84000 },
  ],
  apiKey: document.documentElement.dataset.apiKey,
  formatMoney: (value) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value),
};
