import { Link } from "@remix-run/react";
import { BRAND } from "~/utils/constants";

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{BRAND}</p>
          <p className="mt-2 text-sm">Meeting rooms, ballrooms and garden venues across Bali, booked in minutes.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/about-us">About Us</Link></li>
            <li><Link className="hover:text-white" to="/our-services">Our Services</Link></li>
            <li><Link className="hover:text-white" to="/contact-us">Contact Us</Link></li>
            <li><Link className="hover:text-white" to="/register-vendor">Become a Vendor</Link></li>
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">Follow us</p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li><a className="hover:text-white" href="https://www.facebook.com/" target="_blank" rel="noreferrer">Facebook</a></li>
            <li><a className="hover:text-white" href="https://www.instagram.com/" target="_blank" rel="noreferrer">Instagram</a></li>
            <li><a className="hover:text-white" href="https://www.linkedin.com/" target="_blank" rel="noreferrer">LinkedIn</a></li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">© {new Date().getFullYear()} {BRAND}. All prices in rupiah.</p>
    </footer>
  );
}
