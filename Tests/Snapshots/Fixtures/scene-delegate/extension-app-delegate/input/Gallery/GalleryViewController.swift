//
//  GalleryViewController.swift
//  Gallery
//
//  Created by Dana Whitfield on 3/14/22.
//

import UIKit

final class GalleryViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ImageCache {
    static let shared = ImageCache()
    func trim() {}
    func persist() {}
}
