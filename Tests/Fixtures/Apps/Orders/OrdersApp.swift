import SwiftUI

@main
struct OrdersApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    OrdersList()
                }
                .tabItem { Label("Orders", systemImage: "shippingbox") }
                .badge(3)

                NavigationStack {
                    AccountView()
                        .navigationTitle("Account")
                        .toolbarBackground(Color("Brand"), for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                        .toolbarColorScheme(.dark, for: .navigationBar)
                }
                .tabItem { Label("Account", systemImage: "person.crop.circle") }
            }
            .tint(.orange)
        }
    }
}
