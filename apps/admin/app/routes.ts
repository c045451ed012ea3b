import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The back office's screens, all under /admin (basename). The signed-out screens stand alone; every other screen is
 * inside the staff layout, which signs the visitor in first and shows the menu of what their role may open.
 */
export default [
  route('sign-in', 'routes/sign-in.tsx'),
  route('set-password', 'routes/set-password.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  route('preferences', 'routes/preferences.tsx'),
  layout('routes/staff-layout.tsx', [
    index('routes/home.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:orderNo', 'routes/order.tsx'),
    route('packing', 'routes/packing.tsx'),
    route('customers', 'routes/customers.tsx'),
    route('customers/:id', 'routes/customer.tsx'),
    route('cases', 'routes/cases.tsx'),
    route('cases/:caseNo', 'routes/case.tsx'),
    route('notifications', 'routes/notifications.tsx'),
    route('reviews', 'routes/reviews.tsx'),
    route('products', 'routes/products.tsx'),
    route('catalogue.csv', 'routes/catalogue-csv.ts'),
    route('catalogue/import', 'routes/catalogue-import.tsx'),
    route('catalogue/bulk', 'routes/catalogue-bulk.tsx'),
    route('catalogue/imports/:id/report.csv', 'routes/catalogue-import-report.ts'),
    route('products/new', 'routes/product-new.tsx'),
    route('products/:code', 'routes/product.tsx'),
    route('products/:code/edit', 'routes/product-edit.tsx'),
    route('products/:code/variants/:id', 'routes/variant.tsx'),
    route('promotions', 'routes/promotions.tsx'),
    route('promotions/:id', 'routes/promotion.tsx'),
    route('coupons/:id', 'routes/coupon.tsx'),
    route('flash-sales/:id', 'routes/flash-sale.tsx'),
    route('content/home', 'routes/content-home.tsx'),
    route('content/home/:id', 'routes/content-home-block.tsx'),
    route('content/menu', 'routes/content-menu.tsx'),
    route('two-factor', 'routes/two-factor.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('sessions', 'routes/sessions.tsx'),
    route('audit', 'routes/audit.tsx'),
    route('audit.csv', 'routes/audit-csv.ts'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
